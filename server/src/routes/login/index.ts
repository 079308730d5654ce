import { createHash, randomUUID } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import svgCaptcha from 'svg-captcha';
import { bearerToken } from '../../plugins/auth';
import { BusinessError, SUCCESS_MSG } from '../../lib/envelope';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken, TOKEN_LIFETIME_MS } from '../../lib/tokens';

const CAPTCHA_LIFETIME_MS = 2 * 60 * 1000;
const LOGIN_FAILED_MSG = '用户不存在/密码错误';

/** Draws a captcha: the answer and the SVG that shows it. Replaceable so tests know the answer. */
export type CaptchaFactory = () => { text: string; data: string };

export const svgCaptchaFactory: CaptchaFactory = () =>
  svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true });

export interface LoginRouteOptions {
  captchaEnabled: boolean;
  createCaptcha: CaptchaFactory;
  loginRateLimit: number;
  captchaRateLimit: number;
}

function hashAnswer(answer: string): string {
  return createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');
}

const loginRoutes: FastifyPluginAsyncTypebox<LoginRouteOptions> = async (app, options) => {
  app.get(
    '/loginApi/captchaImage',
    {
      config: { rateLimit: { max: options.captchaRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['login'],
        summary: 'A single-use image captcha, valid for 2 minutes',
        response: {
          200: Type.Object({
            code: Type.Integer(),
            msg: Type.String(),
            captchaEnabled: Type.Boolean(),
            img: Type.Optional(Type.String({ description: 'data:image/svg+xml;base64,…' })),
            uuid: Type.Optional(Type.String({ format: 'uuid' })),
          }),
        },
      },
    },
    async () => {
      if (!options.captchaEnabled) return { code: 200, msg: SUCCESS_MSG, captchaEnabled: false };
      const captcha = options.createCaptcha();
      const uuid = randomUUID();
      const now = app.now();
      // Expired captchas are useless; clearing them here keeps the table at a few minutes' worth.
      await app.db.query('DELETE FROM captchas WHERE expires_at < $1', [now]);
      await app.db.query(
        'INSERT INTO captchas (uuid, answer_hash, expires_at) VALUES ($1, $2, $3)',
        [uuid, hashAnswer(captcha.text), new Date(now.getTime() + CAPTCHA_LIFETIME_MS)],
      );
      const img = `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
      return { code: 200, msg: SUCCESS_MSG, captchaEnabled: true, img, uuid };
    },
  );

  /** Consumes the captcha whatever the answer: one guess per image. */
  async function checkCaptcha(uuid: string | undefined, code: string | undefined) {
    if (!code || !uuid) throw new BusinessError(400, '验证码不能为空');
    const { rows } = await app.db.query<{ answer_hash: string; expires_at: Date }>(
      `UPDATE captchas SET used_at = $2 WHERE uuid = $1 AND used_at IS NULL RETURNING answer_hash, expires_at`,
      [uuid, app.now()],
    );
    const captcha = rows[0];
    if (!captcha || captcha.expires_at.getTime() <= app.now().getTime()) {
      throw new BusinessError(400, '验证码已失效');
    }
    if (captcha.answer_hash !== hashAnswer(code)) throw new BusinessError(400, '验证码错误');
  }

  app.post(
    '/loginApi/login',
    {
      config: { rateLimit: { max: options.loginRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['login'],
        summary: 'Password login by phone or email; returns a bearer token valid for 7 days',
        body: Type.Object({
          username: Type.String({ minLength: 1, maxLength: 100, description: 'phone or email' }),
          password: Type.String({ minLength: 1, maxLength: 64 }),
          code: Type.Optional(Type.String({ maxLength: 6 })),
          uuid: Type.Optional(Type.String({ format: 'uuid' })),
        }),
        response: {
          200: Type.Object({ code: Type.Integer(), msg: Type.String(), token: Type.String() }),
        },
      },
    },
    async (request) => {
      const { username, password, code, uuid } = request.body;
      if (options.captchaEnabled) await checkCaptcha(uuid, code);

      const login = username.trim();
      const { rows } = await app.db.query<{ id: number; password_hash: string; disabled: boolean }>(
        `SELECT id, password_hash, disabled FROM members
          WHERE username = $1 OR phone = $1 OR email = lower($1)
          ORDER BY (username = $1) DESC LIMIT 1`,
        [login],
      );
      const member = rows[0];
      // Always pay for one scrypt run so that the answer time does not tell whether the account exists.
      const passwordMatches = await verifyPassword(
        password,
        member?.password_hash ?? (await decoyPasswordHash()),
      );
      if (!member || !passwordMatches) {
        request.log.info({ event: 'login_failed' }, 'login failed');
        throw new BusinessError(400, LOGIN_FAILED_MSG);
      }
      if (member.disabled) {
        request.log.info({ event: 'login_refused_disabled', memberId: member.id }, 'login refused');
        throw new BusinessError(400, '账号已停用，请联系企业管理员');
      }

      const { token, tokenHash } = newToken();
      const now = app.now();
      await app.db.query(
        'INSERT INTO auth_tokens (token_hash, member_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
        [tokenHash, member.id, now, new Date(now.getTime() + TOKEN_LIFETIME_MS)],
      );
      request.log.info({ event: 'login', memberId: member.id }, 'login succeeded');
      return { code: 200, msg: '登录成功', token };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['login'],
        summary: 'Revokes the bearer token server-side (idempotent)',
        querystring: Type.Object({ ajax: Type.Optional(Type.String({ maxLength: 10 })) }),
        response: { 200: Type.Object({ code: Type.Integer(), msg: Type.String() }) },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (token) {
        await app.db.query(
          'UPDATE auth_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
          [hashToken(token), app.now()],
        );
      }
      return { code: 200, msg: '退出成功' };
    },
  );
};

export default loginRoutes;
