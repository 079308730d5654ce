import { createHash, randomInt } from 'node:crypto';
import { LIMITS, type Language } from '@portal/contracts';
import { normalisePhone, validateEmail, validatePhone } from '@portal/validators';
import type { Db, DbExecutor } from '../../platform/db/db';
import { findAccount } from './repo';
import { codeMessages, type CodeTexts } from './messages';
import type { CodeSender, OutgoingMessage } from '../../platform/messaging/code-sender';
import { assertValid, BusinessError, TooManyRequestsError } from '../../platform/http/envelope';

export type CodePurpose =
  'login' | 'register' | 'forgotPassword' | 'changePassword' | 'changeEmail' | 'bindStaff';

/** Purposes that bind a new identifier: a code is only issued while no account uses the target. */
const FREE_TARGET_PURPOSES: ReadonlySet<CodePurpose> = new Set([
  'register',
  'changeEmail',
  'bindStaff',
]);

export const CODE_SENT_MSG = '验证码已发送，请注意查收';
export const CODE_INVALID_MSG = '验证码错误或已失效';
/** Answered where the channel reaches no one (production without an SMS gateway or SMTP). */
export const CHANNEL_UNAVAILABLE_MSG: Record<OutgoingMessage['channel'], string> = {
  sms: '暂不支持短信验证码，请使用邮箱',
  email: '暂不支持邮箱验证码，请使用手机号',
};
export const RESEND_TOO_SOON_MSG = `验证码发送过于频繁，请${LIMITS.codeResendSeconds}秒后再试`;

const CODE_LIFETIME_MINUTES = 5;
const MAX_WRONG_TRIES = 5;
const SEND_WINDOW_MS = 60 * 60 * 1000;
/**
 * The per-target quota counts requests per (purpose, target, IP), so a stranger cannot use up the
 * owner's; this many times that quota per (purpose, target) from all IPs together bounds how much
 * strangers can send to one target, and an IP the target's account has signed in from skips it.
 */
const TARGET_CEILING_FACTOR = 4;

/**
 * What the owner of an already used target is told instead of getting a code, so the requester's
 * answer is the same either way (no enumeration) and the owner learns of the attempt.
 */
const TAKEN_NOTICES: Partial<
  Record<CodePurpose, (text: CodeTexts, target: string) => [string, string]>
> = {
  register: (text, target) => [text.registerTakenSubject, text.registerTakenBody({ target })],
  changeEmail: (text) => [text.accountNoticeSubject, text.emailTakenBody],
  bindStaff: (text, target) => [text.accountNoticeSubject, text.staffTakenBody({ target })],
};

/** How a code reaches a person: by SMS to a phone or by mail to an e-mail address. */
export interface Contact {
  field: 'phone' | 'email';
  delivery: OutgoingMessage['channel'];
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
  parse: (body) => {
    const phone = fieldOf(body, 'phone').trim();
    assertValid(validatePhone(phone));
    return normalisePhone(phone)!;
  },
};

export const EMAIL: Contact = {
  field: 'email',
  delivery: 'email',
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
  /** The language of the request that asks for the code (`requestLanguage`): what is sent is in it. */
  language: Language;
}

export interface VerificationCodes {
  /**
   * Sends a code when the target's account state fits the purpose (an account for login and
   * password changes; none for registration, an e-mail change or a staff sign-in, whose owner gets
   * a notice instead) and nothing otherwise; the caller answers alike.
   */
  send(request: SendCodeRequest): Promise<void>;
  /** The channels codes can be asked for on: those that reach someone. */
  channels(): Record<OutgoingMessage['channel'], boolean>;
  /**
   * Accepts the target's latest unexpired code once, otherwise fails with '验证码错误或已失效';
   * wrong codes count towards burning it.
   */
  redeem(purpose: CodePurpose, target: string, code: string): Promise<void>;
  /**
   * Sends an account notice (no code) through the same channel as the codes; `subject` and `body`
   * are in `language` (the triggering request's), and the brand is put before them in it.
   */
  notify(
    contact: Contact,
    target: string,
    language: Language,
    subject: string,
    body: string,
  ): Promise<void>;
}

/** Remembers where a member signed in from: that IP's code requests skip the per-target ceiling. */
export async function rememberSignInIp(
  db: DbExecutor,
  memberId: number,
  clientIp: string,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO member_sign_in_ips (member_id, client_ip, last_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, client_ip) DO UPDATE SET last_at = EXCLUDED.last_at`,
    [memberId, clientIp, at],
  );
}

/** Sign-ins older than this no longer make an IP the owner's. */
const KNOWN_IP_DAYS = 90;

async function signedInFrom(tx: DbExecutor, memberId: number, clientIp: string, at: Date) {
  const { rows } = await tx.query(
    'SELECT 1 FROM member_sign_in_ips WHERE member_id = $1 AND client_ip = $2 AND last_at > $3',
    [memberId, clientIp, new Date(at.getTime() - KNOWN_IP_DAYS * 24 * 60 * 60 * 1000)],
  );
  return rows.length > 0;
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
  async function enforceSendLimits(
    tx: DbExecutor,
    request: SendCodeRequest,
    knownIp: boolean,
    at: Date,
  ) {
    const { purpose, target, clientIp } = request;
    const windowStart = new Date(at.getTime() - SEND_WINDOW_MS);
    await tx.query('DELETE FROM code_requests WHERE requested_at <= $1', [windowStart]);
    const window = (where: string, params: string[]) =>
      tx
        .query<{ count: number; first: Date | null; last: Date | null }>(
          `SELECT count(*)::int AS count, min(requested_at) AS first, max(requested_at) AS last
             FROM code_requests WHERE ${where} AND requested_at > $${params.length + 1}`,
          [...params, windowStart],
        )
        .then(({ rows }) => rows[0]!);
    const windowEnd = (first: Date | null) => new Date(first!.getTime() + SEND_WINDOW_MS);

    const byIp = await window('client_ip = $1', [clientIp]);
    if (byIp.count >= limits.sendsPerIpPerHour) {
      throw new TooManyRequestsError(secondsUntil(windowEnd(byIp.first), at));
    }
    const mine = await window('purpose = $1 AND target = $2 AND client_ip = $3', [
      purpose,
      target,
      clientIp,
    ]);
    if (mine.last && at.getTime() - mine.last.getTime() < LIMITS.codeResendSeconds * 1000) {
      throw new BusinessError(400, RESEND_TOO_SOON_MSG);
    }
    if (mine.count >= limits.sendsPerTargetPerHour) {
      throw new TooManyRequestsError(secondsUntil(windowEnd(mine.first), at));
    }
    if (!knownIp) {
      const all = await window('purpose = $1 AND target = $2', [purpose, target]);
      if (all.count >= limits.sendsPerTargetPerHour * TARGET_CEILING_FACTOR) {
        throw new TooManyRequestsError(secondsUntil(windowEnd(all.first), at));
      }
    }
    await tx.query(
      `INSERT INTO code_requests (purpose, target, client_ip, requested_at)
       VALUES ($1, $2, $3, $4)`,
      [purpose, target, clientIp, at],
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
    const text = codeMessages(request.language);
    const name = text.purposes[purpose];
    return {
      channel: contact.delivery,
      to: target,
      subject: `${text.brand}${text.codeSubject({ purpose: name })}`,
      body: `${text.brand}${text.codeBody({ purpose: name, code, minutes: CODE_LIFETIME_MINUTES })}`,
      code,
    };
  }

  return {
    send: async (request) => {
      // Before any throttling: a refused channel uses up none of the requester's quota.
      if (!sender.reaches[request.contact.delivery]) {
        throw new BusinessError(400, CHANNEL_UNAVAILABLE_MSG[request.contact.delivery]);
      }
      const message = await db.transaction(async (tx): Promise<OutgoingMessage | null> => {
        // Serialises requests for one target so that two at once cannot both pass the cooldown.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [request.target]);
        const at = now();
        const account = await findAccount(tx, request.target);
        const knownIp = account ? await signedInFrom(tx, account.id, request.clientIp, at) : false;
        await enforceSendLimits(tx, request, knownIp, at);
        if (FREE_TARGET_PURPOSES.has(request.purpose)) {
          if (!account) return issueCode(tx, request, at);
          const text = codeMessages(request.language);
          const [subject, body] = TAKEN_NOTICES[request.purpose]!(
            text,
            text.targets[request.contact.field],
          );
          return {
            channel: request.contact.delivery,
            to: request.target,
            subject: `${text.brand}${subject}`,
            body: `${text.brand}${body}`,
          };
        }
        return account && !account.disabled ? issueCode(tx, request, at) : null;
      });
      if (message) await sender.send(message);
    },

    channels: () => ({ ...sender.reaches }),

    notify: (contact, target, language, subject, body) => {
      const { brand } = codeMessages(language);
      return sender.send({
        channel: contact.delivery,
        to: target,
        subject: `${brand}${subject}`,
        body: `${brand}${body}`,
      });
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
