import { createHash, randomUUID } from 'node:crypto';
import type { Language } from '@portal/contracts';
import {
  MESSAGES,
  normalisePhone,
  PHONE_COUNTRIES,
  validateChangePasswordForm,
  validateCode,
  validateConfirmPassword,
  validatePassword,
} from '@portal/validators';
import type { FastifyBaseLogger } from 'fastify';
import svgCaptcha from 'svg-captcha';
import type { Db, DbExecutor } from '../../platform/db/db';
import {
  DECOY_HASH,
  HashingBusyError,
  hashingSaturated,
  hashPassword,
  verifyPassword,
} from '../../platform/auth/passwords';
import { hashToken, newToken, TOKEN_LIFETIME_MS } from '../../platform/auth/tokens';
import { assertValid, BusinessError } from '../../platform/http/envelope';
import { textLanguage } from '../listing-texts/text-language';
import { codeMessages } from './messages';
import {
  confirmPendingEmail,
  countRecentFailures,
  deleteFailure,
  emailHolder,
  findAccount,
  insertCaptcha,
  insertFailure,
  insertMainAccount,
  insertSession,
  lockKey,
  revokeAllSessions,
  revokeSession,
  setPendingEmail,
  updatePasswordHash,
  usernameOf,
  spendCaptcha,
} from './repo';
import {
  CODE_INVALID_MSG,
  EMAIL,
  PHONE,
  rememberSignInIp,
  type CodePurpose,
  type Contact,
  type VerificationCodes,
} from './verification-codes';

export { findAccount, revokeAllSessions, type SignInAccount } from './repo';

/** What a main account may do without holding the reviewer permission (order:order:examine). */
export const MAIN_ACCOUNT_PERMS = [
  'menu:workbench',
  'menu:productManage',
  'menu:orderListManage',
  'menu:demandRelease',
  'menu:staffList',
  'product:product:list',
  'product:product:edit',
  'product:supply:publish',
  'order:order:list',
  'order:order:add',
  'order:order:edit',
  'order:order:supplement',
  'member:staff:list',
  'member:staff:edit',
];

/** What a sub-member (employee) may do by default; the main account grants supply publishing. */
export const SUB_MEMBER_PERMS = [
  'menu:workbench',
  'menu:orderListManage',
  'product:product:list',
  'order:order:list',
];

const LOGIN_FAILED_MSG = '用户不存在/密码错误';
const WRONG_PASSWORD_MSG = '密码错误';
const SAME_EMAIL_MSG = '新邮箱不能与当前邮箱相同';
export const EMAIL_CHANGED_MSG = '邮箱修改成功';
const CAPTCHA_LIFETIME_MS = 2 * 60 * 1000;
/** This many failed password logins for one name within the window bring the captcha back. */
const FAILURES_BEFORE_CAPTCHA = 5;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** What the account services work with: the database, the clock and the request's log. */
export interface AccountContext {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * What a typed sign-in name is looked up and throttled as: a phone number in its stored form
 * ('+86 138 0000 0001' → '13800000001', '+351 912 345 678' → '+351912345678'), anything else
 * trimmed.
 */
export function signInName(typed: string): string {
  const trimmed = typed.trim();
  return normalisePhone(trimmed) ?? trimmed;
}

/** Where a registrant's language suggests their company is, when no phone number tells. */
const LANGUAGE_COUNTRIES: Record<Language, string | null> = {
  zh: 'CN',
  cht: 'MO',
  pt: 'PT',
  // English is spoken by buyers and sellers of every market: no guess.
  en: null,
};

/**
 * The country a new company starts with, which its owner may change before verification: the
 * phone's calling code (stored mainland numbers have none: China), else the registrant's language.
 */
export function defaultCompanyCountry(phone: string | null, language: Language): string | null {
  if (phone) {
    if (!phone.startsWith('+')) return 'CN';
    // Longest code first, so that '+853' is Macau and not a '+85…' prefix of another.
    const match = [...PHONE_COUNTRIES]
      .sort((a, b) => b.dial.length - a.dial.length)
      .find(({ dial }) => phone.startsWith(`+${dial}`));
    if (match) return match.region;
  }
  return LANGUAGE_COUNTRIES[language];
}

/**
 * A self-registered main account (mid 0, status 0 "not verified") with its own company, named at
 * registration and otherwise blank until the enterprise is verified. Its username is the phone or
 * e-mail it signed up with.
 */
export async function createMainAccount(
  db: Db,
  contactField: 'phone' | 'email',
  username: string,
  password: string,
  company: { name: string; country: string | null },
): Promise<number> {
  const passwordHash = await hashPassword(password);
  return db.transaction((tx) =>
    insertMainAccount(
      tx,
      // The name's language, as its author typed it (docs/listing-languages.md); the editor can
      // correct it.
      { ...company, originalLanguage: textLanguage(company.name) ?? 'zh' },
      {
        username,
        phone: contactField === 'phone' ? username : null,
        email: contactField === 'email' ? username : null,
        passwordHash,
      },
      MAIN_ACCOUNT_PERMS,
    ),
  );
}

/** Sets a new password and ends every session, so whoever knew the old one is signed out too. */
export async function replacePassword(
  db: Db,
  memberId: number,
  password: string,
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, memberId, passwordHash);
    await revokeAllSessions(tx, memberId, now);
  });
}

/** Signs the member in: stores the new token's hash and returns the token for the client. */
export async function startSession(db: DbExecutor, memberId: number, now: Date): Promise<string> {
  const { token, tokenHash } = newToken();
  await insertSession(db, memberId, tokenHash, now, new Date(now.getTime() + TOKEN_LIFETIME_MS));
  return token;
}

/** Revokes the session of a bearer token (logout); true when there was a token to revoke. */
export async function endSession(db: DbExecutor, token: string | null, now: Date) {
  if (!token) return false;
  await revokeSession(db, hashToken(token), now);
  return true;
}

// Password sign-in and its captcha

/** Draws a captcha: the answer and the SVG that shows it. Replaceable so tests know the answer. */
export type CaptchaFactory = () => { text: string; data: string };

export const svgCaptchaFactory: CaptchaFactory = () =>
  svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true });

function hashAnswer(answer: string): string {
  return createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');
}

/** Failures are counted per name as typed, existing or not, so the captcha reveals no accounts. */
function failureKey(login: string): string {
  return login.trim().toLowerCase();
}

/** How password sign-in is guarded: captchas always, or only for a name under guessing. */
export interface SignInGuard {
  captchaEnabled: boolean;
  createCaptcha: CaptchaFactory;
}

function recentFailures(ctx: AccountContext, tx: DbExecutor, login: string, id: number | null) {
  const since = new Date(ctx.now().getTime() - FAILURE_WINDOW_MS);
  return countRecentFailures(tx, failureKey(login), id, since);
}

/**
 * Records an attempt as failed before its password is checked; a right password takes it back.
 * Returns its id.
 */
function recordAttempt(ctx: AccountContext, tx: DbExecutor, login: string, id: number | null) {
  const now = ctx.now();
  return insertFailure(tx, failureKey(login), id, now, new Date(now.getTime() - FAILURE_WINDOW_MS));
}

/**
 * Reserves one of the attempts allowed without a captcha, or answers null when they are used
 * up. Serialised per typed name and per account, so that concurrent guesses cannot all pass
 * the count before any of them is recorded.
 */
function reserveAttempt(ctx: AccountContext, login: string, memberId: number | null) {
  return ctx.db.transaction(async (tx) => {
    await lockKey(tx, `login:${failureKey(login)}`);
    if (memberId !== null) await lockKey(tx, `member:${memberId}`);
    if ((await recentFailures(ctx, tx, login, memberId)) >= FAILURES_BEFORE_CAPTCHA) return null;
    return recordAttempt(ctx, tx, login, memberId);
  });
}

/**
 * With captchas switched off, a name under password guessing still gets one. It is never locked:
 * a lockout would let anyone lock another member out.
 */
async function captchaRequiredFor(ctx: AccountContext, guard: SignInGuard, login?: string) {
  if (guard.captchaEnabled) return true;
  if (!login) return false;
  const name = signInName(login);
  const member = await findAccount(ctx.db, name);
  return (await recentFailures(ctx, ctx.db, name, member?.id ?? null)) >= FAILURES_BEFORE_CAPTCHA;
}

/** A new captcha when the name needs one (its SVG as a data URL), else null. */
export async function issueCaptcha(
  ctx: AccountContext,
  guard: SignInGuard,
  login: string | undefined,
): Promise<{ img: string; uuid: string } | null> {
  if (!(await captchaRequiredFor(ctx, guard, login))) return null;
  const captcha = guard.createCaptcha();
  const uuid = randomUUID();
  const now = ctx.now();
  await insertCaptcha(
    ctx.db,
    uuid,
    hashAnswer(captcha.text),
    now,
    new Date(now.getTime() + CAPTCHA_LIFETIME_MS),
  );
  const img = `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
  return { img, uuid };
}

/** Consumes the captcha whatever the answer: one guess per image. */
async function checkCaptcha(ctx: AccountContext, uuid?: string, code?: string) {
  if (!code || !uuid) throw new BusinessError(400, '验证码不能为空');
  const captcha = await spendCaptcha(ctx.db, uuid, ctx.now());
  if (!captcha || captcha.expires_at.getTime() <= ctx.now().getTime()) {
    throw new BusinessError(400, '验证码已失效');
  }
  if (captcha.answer_hash !== hashAnswer(code)) throw new BusinessError(400, '验证码错误');
}

/** Password sign-in: the session's token, or the failure's message (same for every wrong name). */
export async function passwordLogin(
  ctx: AccountContext,
  guard: SignInGuard,
  input: { username: string; password: string; code?: string; uuid?: string; clientIp: string },
): Promise<string> {
  // Refused before any other work, so that refusals stay cheap when the server is busiest.
  if (hashingSaturated()) throw new HashingBusyError();
  const { username, password, code, uuid } = input;
  const login = signInName(username);
  const member = await findAccount(ctx.db, login);
  const memberId = member?.id ?? null;
  let attempt = guard.captchaEnabled ? null : await reserveAttempt(ctx, login, memberId);
  if (attempt === null) {
    if (!guard.captchaEnabled && (!code || !uuid)) {
      throw new BusinessError(400, '请输入验证码', { captchaRequired: true });
    }
    await checkCaptcha(ctx, uuid, code);
    // One guess per captcha is the limit now; the attempt still counts.
    attempt = await recordAttempt(ctx, ctx.db, login, memberId);
  }

  let passwordMatches: boolean;
  try {
    // Always pay for one scrypt run so that the answer time does not tell whether the account exists.
    passwordMatches = await verifyPassword(password, member?.password_hash ?? DECOY_HASH);
  } catch (error) {
    // Not evaluated (the hashing queue is full): not a failed guess.
    await deleteFailure(ctx.db, attempt);
    throw error;
  }
  if (!member || !passwordMatches) {
    ctx.log.info({ event: 'login_failed' }, 'login failed');
    throw new BusinessError(400, LOGIN_FAILED_MSG);
  }
  await deleteFailure(ctx.db, attempt);
  if (member.disabled) {
    ctx.log.info({ event: 'login_refused_disabled', memberId: member.id }, 'login refused');
    throw new BusinessError(400, '账号已停用，请联系企业管理员');
  }

  const token = await startSession(ctx.db, member.id, ctx.now());
  await rememberSignInIp(ctx.db, member.id, input.clientIp, ctx.now());
  ctx.log.info({ event: 'login', memberId: member.id }, 'login succeeded');
  return token;
}

// Codes: sign-in, registration, password reset and change

/** A request that carries a code to a phone or e-mail: who asks, in which language. */
export interface CodeRequester {
  clientIp: string;
  language: Language;
}

/** Sends a code for `purpose` to the body's target (its format checked first). */
export async function sendCode(
  codes: VerificationCodes,
  contact: Contact,
  purpose: CodePurpose,
  body: object,
  requester: CodeRequester,
): Promise<void> {
  await codes.send({
    purpose,
    contact,
    target: contact.parse(body),
    clientIp: requester.clientIp,
    language: requester.language,
  });
}

/** Sign-in with a code: the session's token. */
export async function codeLogin(
  ctx: AccountContext,
  codes: VerificationCodes,
  contact: Contact,
  body: { code?: string },
  clientIp: string,
): Promise<string> {
  const login = contact.parse(body);
  const { code = '' } = body;
  assertValid(validateCode(code));
  await codes.redeem('login', login, code);
  const account = await findAccount(ctx.db, login);
  if (!account || account.disabled) throw new BusinessError(400, CODE_INVALID_MSG);
  const token = await startSession(ctx.db, account.id, ctx.now());
  await rememberSignInIp(ctx.db, account.id, clientIp, ctx.now());
  ctx.log.info({ event: 'login', memberId: account.id, by: 'code' }, 'login succeeded');
  return token;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
}

/** Registers a main account with a registration code; answers the new member's id. */
export async function register(
  ctx: AccountContext,
  codes: VerificationCodes,
  contact: Contact,
  body: { code?: string; password?: string; confirmPassword?: string; companyName?: string },
  language: Language,
): Promise<number> {
  const username = contact.parse(body);
  const { code = '', password = '', confirmPassword } = body;
  const companyName = body.companyName?.trim() ?? '';
  assertValid(
    validateCode(code),
    validatePassword(password),
    validateConfirmPassword(confirmPassword, password),
    companyName ? null : '企业名称不能为空',
  );
  await codes.redeem('register', username, code);
  const company = {
    name: companyName,
    country: defaultCompanyCountry(contact.field === 'phone' ? username : null, language),
  };
  let memberId: number;
  try {
    memberId = await createMainAccount(ctx.db, contact.field, username, password, company);
  } catch (error) {
    // Registered by someone else since the code was sent.
    if (isUniqueViolation(error)) throw new BusinessError(400, CODE_INVALID_MSG);
    throw error;
  }
  ctx.log.info({ event: 'register', memberId }, 'member registered');
  return memberId;
}

/** Resets the password with a forgotPassword code; answers the member whose sessions ended. */
export async function resetPassword(
  ctx: AccountContext,
  codes: VerificationCodes,
  contact: Contact,
  body: { code?: string; password?: string; confirmPassword?: string },
): Promise<number> {
  const login = contact.parse(body);
  const { code = '', password = '', confirmPassword } = body;
  assertValid(
    validateCode(code),
    validatePassword(password),
    validateConfirmPassword(confirmPassword, password),
  );
  await codes.redeem('forgotPassword', login, code);
  const account = await findAccount(ctx.db, login);
  if (!account || account.disabled) throw new BusinessError(400, CODE_INVALID_MSG);
  await replacePassword(ctx.db, account.id, password, ctx.now());
  ctx.log.info({ event: 'password_reset', memberId: account.id }, 'password reset');
  return account.id;
}

/** The signed-in member's password change with a changePassword code; ends every session. */
export async function changePassword(
  ctx: AccountContext,
  codes: VerificationCodes,
  memberId: number,
  body: { account?: string; code?: string; password?: string; confirmPassword?: string },
): Promise<void> {
  const username = await usernameOf(ctx.db, memberId);
  const { errors } = validateChangePasswordForm(body, username);
  assertValid(...Object.values(errors));
  const { code = '', password = '' } = body;
  await codes.redeem('changePassword', username, code);
  await replacePassword(ctx.db, memberId, password, ctx.now());
  ctx.log.info({ event: 'password_changed', memberId }, 'password changed');
}

// The e-mail change (security issue 11 item 2)

/** `li.xm@example.com` → `l***@example.com`: enough for the owner to recognise, little to harvest. */
function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/**
 * Step 1: the password proves the account's holder; the new address becomes pending and gets a
 * changeEmail code (or, when taken, its owner a notice: the answer is the same, item 13).
 */
export async function requestEmailChange(
  ctx: AccountContext,
  codes: VerificationCodes,
  memberId: number,
  body: { email?: string; password?: string },
  requester: CodeRequester,
): Promise<void> {
  const email = EMAIL.parse(body);
  const { password = '' } = body;
  assertValid(password ? null : MESSAGES.passwordRequired);
  const holder = await emailHolder(ctx.db, memberId);
  if (!(await verifyPassword(password, holder.password_hash))) {
    ctx.log.info({ event: 'email_change_wrong_password', memberId }, 'refused');
    throw new BusinessError(400, WRONG_PASSWORD_MSG);
  }
  assertValid(holder.email === email ? SAME_EMAIL_MSG : null);
  await setPendingEmail(ctx.db, memberId, email);
  await codes.send({ purpose: 'changeEmail', contact: EMAIL, target: email, ...requester });
}

/**
 * Step 2: the code from the new address makes it the e-mail (a sign-in name); the old address
 * (or the phone) is told. Until then the address neither signs in nor resets a password.
 */
export async function confirmEmailChange(
  ctx: AccountContext,
  codes: VerificationCodes,
  memberId: number,
  body: { email?: string; code?: string },
  language: Language,
): Promise<void> {
  const email = EMAIL.parse(body);
  const { code = '' } = body;
  assertValid(validateCode(code));
  const before = await emailHolder(ctx.db, memberId);
  if (before.pending_email !== email) throw new BusinessError(400, CODE_INVALID_MSG);
  await codes.redeem('changeEmail', email, code);
  try {
    await ctx.db.transaction(async (tx) => {
      // Taken meanwhile (as another member's username, phone or e-mail): like a spent code.
      if (await findAccount(tx, email)) throw new BusinessError(400, CODE_INVALID_MSG);
      if (!(await confirmPendingEmail(tx, memberId, email))) {
        throw new BusinessError(400, CODE_INVALID_MSG);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessError(400, CODE_INVALID_MSG);
    throw error;
  }
  ctx.log.info({ event: 'email_changed', memberId }, 'e-mail changed');
  const text = codeMessages(language);
  const notice = text.emailChangedBody({ email: maskEmail(email) });
  const notify = (contact: Contact, target: string) =>
    codes.notify(contact, target, language, text.emailChangedSubject, notice);
  if (before.email) await notify(EMAIL, before.email);
  else if (before.phone) await notify(PHONE, before.phone);
}
