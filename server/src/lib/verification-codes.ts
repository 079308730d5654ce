import { createHash, randomInt } from 'node:crypto';
import { LIMITS } from '@portal/contracts';
import { validateEmail, validatePhone } from '@portal/validators';
import type { Db, DbExecutor } from '../db/db';
import { findAccount } from './accounts';
import type { CodeSender, OutgoingMessage } from './code-sender';
import { assertValid, BusinessError, TooManyRequestsError } from './envelope';

export type CodePurpose = 'login' | 'register' | 'forgotPassword' | 'changePassword';

export const CODE_SENT_MSG = '验证码已发送，请注意查收';
export const CODE_INVALID_MSG = '验证码错误或已失效';
export const RESEND_TOO_SOON_MSG = `验证码发送过于频繁，请${LIMITS.codeResendSeconds}秒后再试`;

const CODE_LIFETIME_MINUTES = 5;
const MAX_WRONG_TRIES = 5;
const SEND_WINDOW_MS = 60 * 60 * 1000;
const BRAND = '【中葡经贸通】';
const PURPOSE_NAMES: Record<CodePurpose, string> = {
  login: '登录',
  register: '注册',
  forgotPassword: '找回密码',
  changePassword: '修改密码',
};

/** How a code reaches a person: by SMS to a phone or by mail to an e-mail address. */
export interface Contact {
  field: 'phone' | 'email';
  delivery: OutgoingMessage['channel'];
  noun: string;
  /**
   * The normalised target (trimmed; e-mail lower-cased) from the request body's `field`, or the
   * spec's format message as a 400.
   */
  parse(body: object): string;
}

/** The routes' schemas declare the field as an optional string; its name varies by contact. */
function fieldOf(body: object, field: 'phone' | 'email'): string {
  return (body as Partial<Record<typeof field, string>>)[field] ?? '';
}

export const PHONE: Contact = {
  field: 'phone',
  delivery: 'sms',
  noun: '手机号',
  parse: (body) => {
    const phone = fieldOf(body, 'phone').trim();
    assertValid(validatePhone(phone));
    return phone;
  },
};

export const EMAIL: Contact = {
  field: 'email',
  delivery: 'email',
  noun: '邮箱',
  parse: (body) => {
    const email = fieldOf(body, 'email').trim().toLowerCase();
    assertValid(validateEmail(email));
    return email;
  },
};

export interface CodeSendLimits {
  sendsPerTargetPerHour: number;
  sendsPerIpPerHour: number;
}

export interface SendCodeRequest {
  purpose: CodePurpose;
  contact: Contact;
  target: string;
  clientIp: string;
}

export interface VerificationCodes {
  /**
   * Sends a code when the target's account state fits the purpose (an account for login and
   * password changes, none for registration) and nothing otherwise; the caller answers alike.
   */
  send(request: SendCodeRequest): Promise<void>;
  /**
   * Accepts the target's latest unexpired code once, otherwise fails with '验证码错误或已失效';
   * wrong codes count towards burning it.
   */
  redeem(purpose: CodePurpose, target: string, code: string): Promise<void>;
}

/** Bound to purpose and target, so a code for one cannot be replayed for another. */
function hashCode(purpose: CodePurpose, target: string, code: string): string {
  return createHash('sha256').update(`${purpose}:${target}:${code}`).digest('hex');
}

function secondsUntil(time: Date, now: Date): number {
  return Math.max(1, Math.ceil((time.getTime() - now.getTime()) / 1000));
}

export function createVerificationCodes(options: {
  db: Db;
  now: () => Date;
  sender: CodeSender;
  limits: CodeSendLimits;
}): VerificationCodes {
  const { db, now, sender, limits } = options;

  /** Counts accepted requests, whether or not they issued a code, so both cases throttle alike. */
  async function enforceSendLimits(tx: DbExecutor, target: string, clientIp: string, at: Date) {
    const windowStart = new Date(at.getTime() - SEND_WINDOW_MS);
    await tx.query('DELETE FROM code_requests WHERE requested_at <= $1', [windowStart]);
    const window = (column: 'client_ip' | 'target', value: string) =>
      tx
        .query<{ count: number; first: Date | null; last: Date | null }>(
          `SELECT count(*)::int AS count, min(requested_at) AS first, max(requested_at) AS last
             FROM code_requests WHERE ${column} = $1 AND requested_at > $2`,
          [value, windowStart],
        )
        .then(({ rows }) => rows[0]!);
    const windowEnd = (first: Date | null) => new Date(first!.getTime() + SEND_WINDOW_MS);

    const byIp = await window('client_ip', clientIp);
    if (byIp.count >= limits.sendsPerIpPerHour) {
      throw new TooManyRequestsError(secondsUntil(windowEnd(byIp.first), at));
    }
    const byTarget = await window('target', target);
    if (byTarget.last && at.getTime() - byTarget.last.getTime() < LIMITS.codeResendSeconds * 1000) {
      throw new BusinessError(400, RESEND_TOO_SOON_MSG);
    }
    if (byTarget.count >= limits.sendsPerTargetPerHour) {
      throw new TooManyRequestsError(secondsUntil(windowEnd(byTarget.first), at));
    }
    await tx.query(
      'INSERT INTO code_requests (target, client_ip, requested_at) VALUES ($1, $2, $3)',
      [target, clientIp, at],
    );
  }

  async function issueCode(tx: DbExecutor, request: SendCodeRequest, at: Date) {
    const { purpose, contact, target } = request;
    const code = randomInt(0, 10 ** LIMITS.codeLength)
      .toString()
      .padStart(LIMITS.codeLength, '0');
    await tx.query('DELETE FROM verification_codes WHERE expires_at <= $1', [at]);
    await tx.query(
      `UPDATE verification_codes SET spent_at = $3
        WHERE purpose = $1 AND target = $2 AND spent_at IS NULL`,
      [purpose, target, at],
    );
    await tx.query(
      `INSERT INTO verification_codes (purpose, target, code_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        purpose,
        target,
        hashCode(purpose, target, code),
        at,
        new Date(at.getTime() + CODE_LIFETIME_MINUTES * 60 * 1000),
      ],
    );
    const name = PURPOSE_NAMES[purpose];
    return {
      channel: contact.delivery,
      to: target,
      subject: `${BRAND}${name}验证码`,
      body: `${BRAND}您的${name}验证码为 ${code}，${CODE_LIFETIME_MINUTES}分钟内有效。`,
    };
  }

  return {
    send: async (request) => {
      const message = await db.transaction(async (tx): Promise<OutgoingMessage | null> => {
        // Serialises requests for one target so that two at once cannot both pass the cooldown.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [request.target]);
        const at = now();
        await enforceSendLimits(tx, request.target, request.clientIp, at);
        const account = await findAccount(tx, request.target);
        if (request.purpose === 'register') {
          if (!account) return issueCode(tx, request, at);
          return {
            channel: request.contact.delivery,
            to: request.target,
            subject: `${BRAND}注册提醒`,
            body: `${BRAND}该${request.contact.noun}已注册，如非本人操作请忽略。`,
          };
        }
        return account && !account.disabled ? issueCode(tx, request, at) : null;
      });
      if (message) await sender.send(message);
    },

    redeem: async (purpose, target, code) => {
      const accepted = await db.transaction(async (tx) => {
        const at = now();
        const { rows } = await tx.query<{ id: number; code_hash: string }>(
          `SELECT id, code_hash FROM verification_codes
            WHERE purpose = $1 AND target = $2 AND spent_at IS NULL AND expires_at > $3
            ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
          [purpose, target, at],
        );
        const active = rows[0];
        if (!active) return false;
        const matches = active.code_hash === hashCode(purpose, target, code.trim());
        if (matches) {
          await tx.query('UPDATE verification_codes SET spent_at = $2 WHERE id = $1', [
            active.id,
            at,
          ]);
        } else {
          await tx.query(
            `UPDATE verification_codes
                SET failed_attempts = failed_attempts + 1,
                    spent_at = CASE WHEN failed_attempts + 1 >= $2::int THEN $3::timestamptz END
              WHERE id = $1`,
            [active.id, MAX_WRONG_TRIES, at],
          );
        }
        return matches;
      });
      // Thrown after the commit: a wrong try must be counted, not rolled back.
      if (!accepted) throw new BusinessError(400, CODE_INVALID_MSG);
    },
  };
}
