import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffEndpoints as endpoints } from '@portal/contracts/endpoints/staff';
import { currentMember } from '../../platform/auth/plugin';
import { route } from '../../platform/http/endpoint';
import { ok, rejectUnknownFields, SUCCESS_MSG } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { CODE_SENT_MSG, type VerificationCodes } from '../accounts/verification-codes';
import {
  addStaff,
  grantSupplyPublish,
  listStaff,
  oneStaff,
  sendStaffCode,
  setStaffStatus,
  updateStaff,
  verifyStaff,
  type StaffContext,
} from './service';

export interface StaffRouteOptions {
  codes: VerificationCodes;
}

/**
 * The company's employees (sub-members, spec §6), managed by the main account: each signs in
 * with their own phone or e-mail, bound only with a code sent to it (the staff member tells the
 * main account the code); their number is bounded by the membership tier, and only the main
 * account grants them the supply-publishing permission.
 */
export function staffRoutes(app: FastifyInstance, options: StaffRouteOptions): void {
  const { codes } = options;
  const ctx = (request: FastifyRequest): StaffContext => ({
    db: app.db,
    now: app.now(),
    log: request.log,
  });

  route(app, endpoints.list, async (request) => {
    const { rows, total } = await listStaff(app.db, currentMember(request), request.query);
    return { code: 200, msg: SUCCESS_MSG, total, rows };
  });

  route(app, endpoints.one, async (request) =>
    ok(await oneStaff(app.db, currentMember(request), request.params.id)),
  );

  route(
    app,
    endpoints.sendCode,
    async (request) => {
      const requester = {
        clientIp: request.ip,
        language: requestLanguage(request.headers['accept-language']),
      };
      const { account } = request.body;
      await sendStaffCode(ctx(request), codes, currentMember(request), account, requester);
      return { code: 200, msg: CODE_SENT_MSG };
    },
    { preValidation: rejectUnknownFields(endpoints.sendCode.body) },
  );

  route(
    app,
    endpoints.create,
    async (request) => {
      const id = await addStaff(ctx(request), codes, currentMember(request), request.body);
      return ok({ id });
    },
    { preValidation: rejectUnknownFields(endpoints.create.body) },
  );

  route(
    app,
    endpoints.update,
    async (request) => {
      await updateStaff(app.db, currentMember(request), request.body);
      return ok(null);
    },
    { preValidation: rejectUnknownFields(endpoints.update.body) },
  );

  route(
    app,
    endpoints.setStatus,
    async (request) => {
      const { disabled } = request.body;
      const { id } = request.params;
      await setStaffStatus(ctx(request), currentMember(request), id, disabled);
      app.authChanged();
      if (disabled) app.realtime.endSessions({ memberId: id });
      return ok(null);
    },
    { preValidation: rejectUnknownFields(endpoints.setStatus.body) },
  );

  route(
    app,
    endpoints.setVerified,
    async (request) => {
      const { verified } = request.body;
      await verifyStaff(app.db, currentMember(request), request.params.id, verified, app.now());
      return ok(null);
    },
    { preValidation: rejectUnknownFields(endpoints.setVerified.body) },
  );

  route(
    app,
    endpoints.setSupplyPublish,
    async (request) => {
      const { granted } = request.body;
      await grantSupplyPublish(ctx(request), currentMember(request), request.params.id, granted);
      app.authChanged();
      return ok(null);
    },
    { preValidation: rejectUnknownFields(endpoints.setSupplyPublish.body) },
  );
}
