import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountsEndpoints as endpoints } from '@portal/contracts/endpoints/accounts';
import { bearerToken, currentMember } from '../../platform/auth/plugin';
import { rejectUnknownFields, SUCCESS_MSG } from '../../platform/http/envelope';
import { route } from '../../platform/http/endpoint';
import { requestLanguage } from '../../platform/language/language';
import {
  changePassword,
  codeLogin,
  confirmEmailChange,
  EMAIL_CHANGED_MSG,
  endSession,
  issueCaptcha,
  passwordLogin,
  register,
  requestEmailChange,
  resetPassword,
  sendCode,
  startSession,
  type AccountContext,
  type CodeRequester,
  type SignInGuard,
} from './service';
import { CODE_SENT_MSG, EMAIL, PHONE, type VerificationCodes } from './verification-codes';

export interface AccountRouteOptions extends SignInGuard {
  codes: VerificationCodes;
  loginRateLimit: number;
  captchaRateLimit: number;
  /** Per IP per minute, for every route that takes a code (guessing is also capped per code). */
  codeEntryRateLimit: number;
}

function requesterOf(request: FastifyRequest): CodeRequester {
  return { clientIp: request.ip, language: requestLanguage(request.headers['accept-language']) };
}

/**
 * Signing in and out, registration, password reset and change, the e-mail change (spec §4, §7),
 * for phone and e-mail alike. Sending a code answers the same whether or not the target has an
 * account (security note 7).
 */
export function accountRoutes(app: FastifyInstance, options: AccountRouteOptions): void {
  const { codes } = options;
  const ctx = (request: FastifyRequest): AccountContext => ({
    db: app.db,
    now: () => app.now(),
    log: request.log,
  });
  const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });
  const codeEntry = perMinute(options.codeEntryRateLimit);
  const sent = { code: 200, msg: CODE_SENT_MSG };
  /** A password that changed ends every session, on every socket too. */
  const signedOutEverywhere = (memberId: number) => {
    app.authChanged();
    app.realtime.endSessions({ memberId });
  };

  route(
    app,
    endpoints.captcha,
    async (request) => {
      const captcha = await issueCaptcha(ctx(request), options, request.query.username);
      return captcha
        ? { code: 200, msg: SUCCESS_MSG, captchaEnabled: true, ...captcha }
        : { code: 200, msg: SUCCESS_MSG, captchaEnabled: false };
    },
    perMinute(options.captchaRateLimit),
  );

  route(
    app,
    endpoints.passwordLogin,
    async (request) => {
      const token = await passwordLogin(ctx(request), options, {
        ...request.body,
        clientIp: request.ip,
      });
      return { code: 200, msg: '登录成功', token };
    },
    perMinute(options.loginRateLimit),
  );

  route(app, endpoints.logout, async (request) => {
    const token = bearerToken(request);
    if (await endSession(app.db, token, app.now())) {
      app.authChanged();
      app.realtime.endSessions({ token: token! });
    }
    return { code: 200, msg: '退出成功' };
  });

  route(app, endpoints.codeChannels, async () => ({
    code: 200,
    msg: SUCCESS_MSG,
    data: codes.channels(),
  }));

  route(app, endpoints.sendSmsCode, async (request) => {
    const purpose = request.body.scene ?? 'login';
    await sendCode(codes, PHONE, purpose, request.body, requesterOf(request));
    return sent;
  });
  route(app, endpoints.sendEmailCode, async (request) => {
    const purpose = request.body.scene ?? 'login';
    await sendCode(codes, EMAIL, purpose, request.body, requesterOf(request));
    return sent;
  });
  route(app, endpoints.sendRegisterSmsCode, async (request) => {
    await sendCode(codes, PHONE, 'register', request.body, requesterOf(request));
    return sent;
  });
  route(app, endpoints.sendRegisterEmailCode, async (request) => {
    await sendCode(codes, EMAIL, 'register', request.body, requesterOf(request));
    return sent;
  });

  route(
    app,
    endpoints.smsCodeLogin,
    async (request) => {
      const token = await codeLogin(ctx(request), codes, PHONE, request.body, request.ip);
      return { code: 200, msg: '登录成功', token };
    },
    codeEntry,
  );
  route(
    app,
    endpoints.emailCodeLogin,
    async (request) => {
      const token = await codeLogin(ctx(request), codes, EMAIL, request.body, request.ip);
      return { code: 200, msg: '登录成功', token };
    },
    codeEntry,
  );

  route(
    app,
    endpoints.registerByPhone,
    async (request) => {
      const language = requestLanguage(request.headers['accept-language']);
      await register(ctx(request), codes, PHONE, request.body, language);
      return { code: 200, msg: '注册成功' };
    },
    codeEntry,
  );
  // Spec §4: registration by e-mail (type 2) signs the new member in.
  route(
    app,
    endpoints.registerByEmail,
    async (request) => {
      const language = requestLanguage(request.headers['accept-language']);
      const memberId = await register(ctx(request), codes, EMAIL, request.body, language);
      return { code: 200, msg: '注册成功', token: await startSession(app.db, memberId, app.now()) };
    },
    codeEntry,
  );

  route(
    app,
    endpoints.resetPasswordByPhone,
    async (request) => {
      signedOutEverywhere(await resetPassword(ctx(request), codes, PHONE, request.body));
      return { code: 200, msg: '密码重置成功，请重新登录' };
    },
    codeEntry,
  );
  route(
    app,
    endpoints.resetPasswordByEmail,
    async (request) => {
      signedOutEverywhere(await resetPassword(ctx(request), codes, EMAIL, request.body));
      return { code: 200, msg: '密码重置成功，请重新登录' };
    },
    codeEntry,
  );

  route(
    app,
    endpoints.updatePassword,
    async (request) => {
      const member = currentMember(request);
      await changePassword(ctx(request), codes, member.id, request.body);
      signedOutEverywhere(member.id);
      return { code: 200, msg: '修改密码成功，请重新登录！' };
    },
    codeEntry,
  );

  route(
    app,
    endpoints.emailChangeSendCode,
    async (request) => {
      const { id } = currentMember(request);
      await requestEmailChange(ctx(request), codes, id, request.body, requesterOf(request));
      return sent;
    },
    { ...codeEntry, preValidation: rejectUnknownFields(endpoints.emailChangeSendCode.body) },
  );
  route(
    app,
    endpoints.emailChangeConfirm,
    async (request) => {
      const { id } = currentMember(request);
      const language = requestLanguage(request.headers['accept-language']);
      await confirmEmailChange(ctx(request), codes, id, request.body, language);
      return { code: 200, msg: EMAIL_CHANGED_MSG };
    },
    { ...codeEntry, preValidation: rejectUnknownFields(endpoints.emailChangeConfirm.body) },
  );
}
