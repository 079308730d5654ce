import { createHash, randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountAjaxQuery,
  AccountMessageAnswer,
  CaptchaAnswer,
  CaptchaQuery,
  LoginTokenAnswer,
  PasswordLoginBody,
} from '@portal/contracts/schemas';
import svgCaptcha from 'svg-captcha';
import { bearerToken } from '../../platform/auth/plugin';
import type { DbExecutor } from '../../platform/db/db';
import { findAccount, signInName } from '../../lib/accounts';
import { BusinessError, SUCCESS_MSG } from '../../platform/http/envelope';
import {
  DECOY_HASH,
  HashingBusyError,
  hashingSaturated,
  verifyPassword,
} from '../../platform/auth/passwords';
import { startSession } from '../../lib/sessions';
import { hashToken } from '../../platform/auth/tokens';
import { rememberSignInIp } from '../../lib/verification-codes';

const CAPTCHA_LIFETIME_MS = 2 * 60 * 1000;
const LOGIN_FAILED_MSG = '用户不存在/密码错误';
/** This many failed password logins for one name within the window bring the captcha back. */
const FAILURES_BEFORE_CAPTCHA = 5;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

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

/** Failures are counted per name as typed, existing or not, so the captcha reveals no accounts. */
function failureKey(login: string): string {
  return login.trim().toLowerCase();
}

const loginRoutes: FastifyPluginAsyncTypebox<LoginRouteOptions> = async (app, options) => {
  /** Failed (or still running) password attempts for the name as typed or for its account. */
  async function recentFailures(tx: DbExecutor, login: string, memberId: number | null) {
    const { rows } = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM login_failures
        WHERE (login = $1 OR member_id = $2) AND failed_at > $3`,
      [failureKey(login), memberId, new Date(app.now().getTime() - FAILURE_WINDOW_MS)],
    );
    return rows[0]!.count;
  }

  /**
   * With captchas switched off, a name under password guessing still gets one. It is never locked:
   * a lockout would let anyone lock another member out.
   */
  async function captchaRequiredFor(login: string | undefined): Promise<boolean> {
    if (options.captchaEnabled) return true;
    if (!login) return false;
    const name = signInName(login);
    const member = await findAccount(app.db, name);
    return (await recentFailures(app.db, name, member?.id ?? null)) >= FAILURES_BEFORE_CAPTCHA;
  }

  /**
   * Records an attempt as failed before its password is checked; a right password takes it back
   * (`withdrawAttempt`). Returns its id.
   */
  async function recordAttempt(tx: DbExecutor, login: string, memberId: number | null) {
    const now = app.now();
    await tx.query('DELETE FROM login_failures WHERE failed_at <= $1', [
      new Date(now.getTime() - FAILURE_WINDOW_MS),
    ]);
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO login_failures (login, member_id, failed_at) VALUES ($1, $2, $3) RETURNING id',
      [failureKey(login), memberId, now],
    );
    return rows[0]!.id;
  }

  /**
   * Reserves one of the attempts allowed without a captcha, or answers null when they are used
   * up. Serialised per typed name and per account, so that concurrent guesses cannot all pass
   * the count before any of them is recorded.
   */
  function reserveAttempt(login: string, memberId: number | null): Promise<number | null> {
    return app.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`login:${failureKey(login)}`]);
      if (memberId !== null) {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`member:${memberId}`]);
      }
      if ((await recentFailures(tx, login, memberId)) >= FAILURES_BEFORE_CAPTCHA) return null;
      return recordAttempt(tx, login, memberId);
    });
  }

  const withdrawAttempt = (id: number) =>
    app.db.query('DELETE FROM login_failures WHERE id = $1', [id]);

  app.get(
    '/loginApi/captchaImage',
    {
      config: { rateLimit: { max: options.captchaRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['login'],
        summary: 'A single-use image captcha, valid for 2 minutes',
        querystring: CaptchaQuery,
        response: { 200: CaptchaAnswer },
      },
    },
    async (request) => {
      if (!(await captchaRequiredFor(request.query.username))) {
        return { code: 200, msg: SUCCESS_MSG, captchaEnabled: false };
      }
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
        body: PasswordLoginBody,
        response: { 200: LoginTokenAnswer },
      },
    },
    async (request) => {
      // Refused before any other work, so that refusals stay cheap when the server is busiest.
      if (hashingSaturated()) throw new HashingBusyError();
      const { username, password, code, uuid } = request.body;
      const login = signInName(username);
      const member = await findAccount(app.db, login);
      const memberId = member?.id ?? null;
      let attempt = options.captchaEnabled ? null : await reserveAttempt(login, memberId);
      if (attempt === null) {
        if (!options.captchaEnabled && (!code || !uuid)) {
          throw new BusinessError(400, '请输入验证码', { captchaRequired: true });
        }
        await checkCaptcha(uuid, code);
        // One guess per captcha is the limit now; the attempt still counts.
        attempt = await recordAttempt(app.db, login, memberId);
      }

      let passwordMatches: boolean;
      try {
        // Always pay for one scrypt run so that the answer time does not tell whether the account exists.
        passwordMatches = await verifyPassword(password, member?.password_hash ?? DECOY_HASH);
      } catch (error) {
        // Not evaluated (the hashing queue is full): not a failed guess.
        await withdrawAttempt(attempt);
        throw error;
      }
      if (!member || !passwordMatches) {
        request.log.info({ event: 'login_failed' }, 'login failed');
        throw new BusinessError(400, LOGIN_FAILED_MSG);
      }
      await withdrawAttempt(attempt);
      if (member.disabled) {
        request.log.info({ event: 'login_refused_disabled', memberId: member.id }, 'login refused');
        throw new BusinessError(400, '账号已停用，请联系企业管理员');
      }

      const token = await startSession(app.db, member.id, app.now());
      await rememberSignInIp(app.db, member.id, request.ip, app.now());
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
        querystring: AccountAjaxQuery,
        response: { 200: AccountMessageAnswer },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (token) {
        await app.db.query(
          'UPDATE auth_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
          [hashToken(token), app.now()],
        );
        app.authChanged();
        app.realtime.endSessions({ token });
      }
      return { code: 200, msg: '退出成功' };
    },
  );
};

export default loginRoutes;
