import type { FastifyInstance } from 'fastify';
import { membershipEndpoints as endpoints } from '@portal/contracts/endpoints/membership';
import { currentMember } from '../../platform/auth/plugin';
import { route } from '../../platform/http/endpoint';
import { ok, rejectUnknownFields, SUCCESS_MSG } from '../../platform/http/envelope';
import {
  activateApplication,
  applyForTier,
  declineApplication,
  membershipApplications,
  membershipOverview,
  membershipTiers,
} from './service';

/**
 * The membership centre (spec §6): the company's tier and quota usage, requests to open a paid
 * tier, and the operator's queue that activates them once paid offline.
 */
export function membershipRoutes(app: FastifyInstance): void {
  route(app, endpoints.tiers, async () => ok(await membershipTiers(app.db)));

  route(app, endpoints.overview, async (request) =>
    ok(await membershipOverview(app.db, currentMember(request).companyId, app.now())),
  );

  route(
    app,
    endpoints.apply,
    async (request) => {
      const member = currentMember(request);
      const id = await applyForTier(app.db, member, request.body.roleKey, app.now());
      return ok({ id }, '已提交开通申请，请等待平台确认');
    },
    { preValidation: rejectUnknownFields(endpoints.apply.body) },
  );

  route(app, endpoints.applications, async (request) => {
    const { status, pageNum, pageSize } = request.query;
    const { rows, total } = await membershipApplications(app.db, status, { pageNum, pageSize });
    return { code: 200, msg: SUCCESS_MSG, total, rows };
  });

  route(app, endpoints.activate, async (request) => {
    const operator = currentMember(request);
    await activateApplication(app, operator.id, request.params.id, app.now());
    request.log.info(
      { event: 'membership_activated', operatorId: operator.id, applicationId: request.params.id },
      'membership activated',
    );
    return ok(null, '已开通会员');
  });

  route(
    app,
    endpoints.decline,
    async (request) => {
      const operator = currentMember(request);
      const { reason } = request.body;
      await declineApplication(app.db, operator.id, request.params.id, reason, app.now());
      return ok(null, '已拒绝申请');
    },
    { preValidation: rejectUnknownFields(endpoints.decline.body) },
  );
}
