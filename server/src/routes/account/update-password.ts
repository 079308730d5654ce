import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountMessageAnswer, ChangePasswordBody } from '@portal/contracts/schemas';
import { validateChangePasswordForm } from '@portal/validators';
import { replacePassword } from '../../lib/accounts';
import { assertValid } from '../../platform/http/envelope';
import { currentMember } from '../../platform/auth/plugin';
import type { AccountRouteOptions } from '.';

/** Password change by the signed-in member; registered behind the authentication gate. */
const updatePasswordRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (
  app,
  options,
) => {
  app.post(
    '/member/updatePassword',
    {
      config: { rateLimit: { max: options.codeEntryRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['member'],
        summary:
          'Changes the password with a changePassword code sent to the bound phone or e-mail; ends every session, this one included',
        body: ChangePasswordBody,
        response: { 200: AccountMessageAnswer },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { rows } = await app.db.query<{ username: string }>(
        'SELECT username FROM members WHERE id = $1',
        [member.id],
      );
      const username = rows[0]!.username;
      const { errors } = validateChangePasswordForm(request.body, username);
      assertValid(...Object.values(errors));
      const { code = '', password = '' } = request.body;
      await options.codes.redeem('changePassword', username, code);
      await replacePassword(app.db, member.id, password, app.now());
      app.authChanged();
      app.realtime.endSessions({ memberId: member.id });
      request.log.info({ event: 'password_changed', memberId: member.id }, 'password changed');
      return { code: 200, msg: '修改密码成功，请重新登录！' };
    },
  );
};

export default updatePasswordRoutes;
