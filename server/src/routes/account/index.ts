import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  AccountMessageAnswer,
  CodeChannelsAnswer,
  EmailCodeLoginBody,
  EmailCodeRequestBody,
  EmailNewPasswordBody,
  EmailRegisterBody,
  LoginTokenAnswer,
  PhoneNewPasswordBody,
  PhoneRegisterBody,
  SmsCodeLoginBody,
  SmsCodeRequestBody,
} from '@portal/contracts/schemas';
import { validateCode, validateConfirmPassword, validatePassword } from '@portal/validators';
import {
  createMainAccount,
  defaultCompanyCountry,
  findAccount,
  replacePassword,
} from '../../lib/accounts';
import { assertValid, BusinessError, SUCCESS_MSG } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { startSession } from '../../lib/sessions';
import {
  CODE_INVALID_MSG,
  CODE_SENT_MSG,
  EMAIL,
  PHONE,
  type CodePurpose,
  rememberSignInIp,
  type Contact,
  type VerificationCodes,
} from '../../lib/verification-codes';

export interface AccountRouteOptions {
  codes: VerificationCodes;
  /** Per IP per minute, for every route that takes a code (guessing is also capped per code). */
  codeEntryRateLimit: number;
}

/** The phone and e-mail twins of each call (spec §7): same behaviour, different target field. */
interface ContactRoutes {
  contact: Contact;
  /** The bodies name the target `contact.field`; with a new password, also `type` (1 or 2). */
  bodies: {
    codeRequest: typeof SmsCodeRequestBody | typeof EmailCodeRequestBody;
    codeLogin: typeof SmsCodeLoginBody | typeof EmailCodeLoginBody;
    newPassword: typeof PhoneNewPasswordBody | typeof EmailNewPasswordBody;
    register: typeof PhoneRegisterBody | typeof EmailRegisterBody;
  };
  paths: {
    sendCode: string;
    sendRegisterCode: string;
    codeLogin: string;
    register: string;
    forgotPassword: string;
  };
  /** Spec §4: registration by e-mail (type 2) returns a token. */
  signInOnRegister: boolean;
}

const PHONE_ROUTES: ContactRoutes = {
  contact: PHONE,
  bodies: {
    codeRequest: SmsCodeRequestBody,
    codeLogin: SmsCodeLoginBody,
    newPassword: PhoneNewPasswordBody,
    register: PhoneRegisterBody,
  },
  paths: {
    sendCode: 'getSms',
    sendRegisterCode: 'getRegisterSms',
    codeLogin: 'codeLogin',
    register: 'register',
    forgotPassword: 'forgotPassword',
  },
  signInOnRegister: false,
};

const EMAIL_ROUTES: ContactRoutes = {
  contact: EMAIL,
  bodies: {
    codeRequest: EmailCodeRequestBody,
    codeLogin: EmailCodeLoginBody,
    newPassword: EmailNewPasswordBody,
    register: EmailRegisterBody,
  },
  paths: {
    sendCode: 'getEmailSms',
    sendRegisterCode: 'getRegisterEmailSms',
    codeLogin: 'emailCodeLogin',
    register: 'emailRegister',
    forgotPassword: 'emailForgotPassword',
  },
  signInOnRegister: true,
};

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
}

function registerContactRoutes(
  app: FastifyInstance,
  routes: ContactRoutes,
  options: AccountRouteOptions,
) {
  const { contact, paths, bodies } = routes;
  const { codes } = options;
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const codeEntry = { rateLimit: { max: options.codeEntryRateLimit, timeWindow: '1 minute' } };

  const sendCodeRoute = (
    path: string,
    summary: string,
    purposeOf: (scene?: CodePurpose) => CodePurpose,
  ) =>
    typed.post(
      `/loginApi/${path}`,
      {
        schema: {
          tags: ['login'],
          summary,
          body: bodies.codeRequest,
          response: { 200: AccountMessageAnswer },
        },
      },
      async (request) => {
        await codes.send({
          purpose: purposeOf(request.body.scene),
          contact,
          target: contact.parse(request.body),
          clientIp: request.ip,
          language: requestLanguage(request.headers['accept-language']),
        });
        return { code: 200, msg: CODE_SENT_MSG };
      },
    );
  sendCodeRoute(
    paths.sendCode,
    `Sends a sign-in or password code to the ${contact.field} if it has an account (same answer either way)`,
    (scene) => scene ?? 'login',
  );
  sendCodeRoute(
    paths.sendRegisterCode,
    `Sends a registration code to the ${contact.field} if it has no account (same answer either way)`,
    () => 'register',
  );

  typed.post(
    `/loginApi/${paths.codeLogin}`,
    {
      config: codeEntry,
      schema: {
        tags: ['login'],
        summary: `Sign-in with a code sent to the ${contact.field}; returns a bearer token`,
        body: bodies.codeLogin,
        response: { 200: LoginTokenAnswer },
      },
    },
    async (request) => {
      const login = contact.parse(request.body);
      const { code = '' } = request.body;
      assertValid(validateCode(code));
      await codes.redeem('login', login, code);
      const account = await findAccount(app.db, login);
      if (!account || account.disabled) throw new BusinessError(400, CODE_INVALID_MSG);
      const token = await startSession(app.db, account.id, app.now());
      await rememberSignInIp(app.db, account.id, request.ip, app.now());
      request.log.info({ event: 'login', memberId: account.id, by: 'code' }, 'login succeeded');
      return { code: 200, msg: '登录成功', token };
    },
  );

  typed.post(
    `/loginApi/${paths.register}`,
    {
      config: codeEntry,
      schema: {
        tags: ['login'],
        summary: `Registers a main account by ${contact.field} and registration code`,
        body: bodies.register,
        response: {
          200: routes.signInOnRegister ? LoginTokenAnswer : AccountMessageAnswer,
        },
      },
    },
    async (request) => {
      const username = contact.parse(request.body);
      const { code = '', password = '', confirmPassword } = request.body;
      const companyName = request.body.companyName?.trim() ?? '';
      assertValid(
        validateCode(code),
        validatePassword(password),
        validateConfirmPassword(confirmPassword, password),
        companyName ? null : '企业名称不能为空',
      );
      await codes.redeem('register', username, code);
      const company = {
        name: companyName,
        country: defaultCompanyCountry(
          contact.field === 'phone' ? username : null,
          requestLanguage(request.headers['accept-language']),
        ),
      };
      let memberId: number;
      try {
        memberId = await createMainAccount(app.db, contact.field, username, password, company);
      } catch (error) {
        // Registered by someone else since the code was sent.
        if (isUniqueViolation(error)) throw new BusinessError(400, CODE_INVALID_MSG);
        throw error;
      }
      request.log.info({ event: 'register', memberId }, 'member registered');
      if (!routes.signInOnRegister) return { code: 200, msg: '注册成功' };
      return { code: 200, msg: '注册成功', token: await startSession(app.db, memberId, app.now()) };
    },
  );

  typed.post(
    `/loginApi/${paths.forgotPassword}`,
    {
      config: codeEntry,
      schema: {
        tags: ['login'],
        summary: `Resets the password with a forgotPassword code sent to the ${contact.field}; ends every session`,
        body: bodies.newPassword,
        response: { 200: AccountMessageAnswer },
      },
    },
    async (request) => {
      const login = contact.parse(request.body);
      const { code = '', password = '', confirmPassword } = request.body;
      assertValid(
        validateCode(code),
        validatePassword(password),
        validateConfirmPassword(confirmPassword, password),
      );
      await codes.redeem('forgotPassword', login, code);
      const account = await findAccount(app.db, login);
      if (!account || account.disabled) throw new BusinessError(400, CODE_INVALID_MSG);
      await replacePassword(app.db, account.id, password, app.now());
      app.authChanged();
      app.realtime.endSessions({ memberId: account.id });
      request.log.info({ event: 'password_reset', memberId: account.id }, 'password reset');
      return { code: 200, msg: '密码重置成功，请重新登录' };
    },
  );
}

/**
 * Sign-in by one-time code, registration and password reset (spec §7), for phone and e-mail.
 * Sending a code answers the same whether or not the target has an account (security note 7).
 */
const accountRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app, options) => {
  app.get(
    '/loginApi/codeChannels',
    {
      schema: {
        tags: ['login'],
        summary: 'Whether codes can be sent by SMS and by e-mail (sign-in, registration, reset)',
        response: { 200: CodeChannelsAnswer },
      },
    },
    async () => ({ code: 200, msg: SUCCESS_MSG, data: options.codes.channels() }),
  );
  registerContactRoutes(app, PHONE_ROUTES, options);
  registerContactRoutes(app, EMAIL_ROUTES, options);
};

export default accountRoutes;
