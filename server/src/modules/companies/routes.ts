import type { FastifyInstance } from 'fastify';
import { companiesEndpoints as endpoints } from '@portal/contracts/endpoints/companies';
import { currentMember } from '../../platform/auth/plugin';
import { route } from '../../platform/http/endpoint';
import { ok, rejectUnknownFields, SUCCESS_MSG } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { currentMembership } from '../../lib/quotas';
import {
  certificationRequests,
  decideCertification,
  isVerifiedMainAccount,
  ownCompany,
  permissionsOf,
  readMemberInfo,
  readUserInfo,
  requestCertification,
  updateMemberInfo,
  updateOwnCompany,
  VERIFIED_CHANGE_MSG,
  withdrawOwnCertification,
} from './service';

/** The signed-in member: who they are, their membership tier and permissions, their own record. */
export function memberRoutes(app: FastifyInstance): void {
  route(app, endpoints.userInfo, async (request) =>
    ok(await readUserInfo(app.db, currentMember(request).id)),
  );

  route(app, endpoints.highestMembership, async (request) => {
    const member = currentMember(request);
    const { tier, expiresAt } = await currentMembership(app.db, member.companyId, app.now());
    return ok({
      roleId: tier.id,
      roleName: tier.roleName,
      roleKey: tier.roleKey,
      expireTime: expiresAt ? expiresAt.toISOString() : null,
    });
  });

  route(app, endpoints.menu, async (request) =>
    ok(await permissionsOf(app.db, currentMember(request).id)),
  );

  route(app, endpoints.isCompany, async (request) =>
    ok(await isVerifiedMainAccount(app.db, currentMember(request))),
  );

  route(app, endpoints.memberInfo, async (request) =>
    ok(await readMemberInfo(app.db, currentMember(request).id)),
  );

  route(
    app,
    endpoints.updateMemberInfo,
    async (request) => {
      await updateMemberInfo(app.db, currentMember(request), request.body);
      return ok(null, '修改成功');
    },
    { preValidation: rejectUnknownFields(endpoints.updateMemberInfo.body) },
  );
}

/** The company's profile and its verification (spec §4), and the operators' review of it. */
export function companyRoutes(app: FastifyInstance): void {
  route(app, endpoints.ownCompany, async (request) =>
    ok(await ownCompany(app.db, currentMember(request).companyId)),
  );

  route(
    app,
    endpoints.updateOwnCompany,
    async (request) => {
      const ctx = { db: app.db, now: app.now(), log: request.log };
      const language = requestLanguage(request.headers['accept-language']);
      const sentBack = await updateOwnCompany(ctx, currentMember(request), request.body, language);
      return ok(null, sentBack ? VERIFIED_CHANGE_MSG : '保存成功');
    },
    { preValidation: rejectUnknownFields(endpoints.updateOwnCompany.body) },
  );

  route(
    app,
    endpoints.submitCertification,
    async (request) => {
      await requestCertification(app.db, currentMember(request), request.body, app.now());
      return { code: 200, msg: '已提交认证，请等待审核' };
    },
    { preValidation: rejectUnknownFields(endpoints.submitCertification.body) },
  );

  route(app, endpoints.withdrawCertification, async (request) => {
    await withdrawOwnCertification(app.db, currentMember(request));
    return { code: 200, msg: '已撤回认证申请' };
  });

  route(app, endpoints.certifications, async (request) => {
    const { status, pageNum, pageSize } = request.query;
    const { rows, total } = await certificationRequests(app.db, status, { pageNum, pageSize });
    return { code: 200, msg: SUCCESS_MSG, rows, total };
  });

  route(app, endpoints.approveCertification, async (request) => {
    await decideCertification(app, request.params.companyId, { approve: true });
    return ok(null, '已通过认证');
  });

  route(
    app,
    endpoints.rejectCertification,
    async (request) => {
      const { reason } = request.body;
      await decideCertification(app, request.params.companyId, { approve: false, reason });
      return ok(null, '已拒绝认证');
    },
    { preValidation: rejectUnknownFields(endpoints.rejectCertification.body) },
  );
}
