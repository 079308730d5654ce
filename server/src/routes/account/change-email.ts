import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountMessageAnswer,
  EmailChangeCodeBody,
  EmailChangeConfirmBody,
} from '@portal/contracts/schemas';
import { MESSAGES, validateCode } from '@portal/validators';
import { findAccount } from '../../lib/accounts';
import { codeMessages } from '../../lib/code-messages';
import { assertValid, BusinessError, rejectUnknownFields } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { verifyPassword } from '../../platform/auth/passwords';
import {
  CODE_INVALID_MSG,
  CODE_SENT_MSG,
  EMAIL,
  PHONE,
  type Contact,
  type VerificationCodes,
} from '../../lib/verification-codes';
import { currentMember } from '../../platform/auth/plugin';

export const WRONG_PASSWORD_MSG = '密码错误';
export const SAME_EMAIL_MSG = '新邮箱不能与当前邮箱相同';
export const EMAIL_CHANGED_MSG = '邮箱修改成功';

/** `li.xm@example.com` → `l***@example.com`: enough for the owner to recognise, little to harvest. */
function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
}

interface Holder {
  email: string | null;
  phone: string | null;
  password_hash: string;
  pending_email: string | null;
}

/**
 * The signed-in member's e-mail change (security issue 11 item 2): the password proves the
 * account's holder, a code sent to the new address proves its owner. Until the code is entered the
 * address is only `pending_email`, which neither signs in nor resets a password; then the old
 * address (or the phone) is told. Registered behind the authentication gate.
 */
const changeEmailRoutes: FastifyPluginAsyncTypebox<{
  codes: VerificationCodes;
  codeEntryRateLimit: number;
}> = async (app, options) => {
  const { codes } = options;
  const config = { rateLimit: { max: options.codeEntryRateLimit, timeWindow: '1 minute' } };

  const holderOf = async (memberId: number) =>
    (
      await app.db.query<Holder>(
        'SELECT email, phone, password_hash, pending_email FROM members WHERE id = $1',
        [memberId],
      )
    ).rows[0]!;

  app.post(
    '/member/emailChange/sendCode',
    {
      config,
      preValidation: rejectUnknownFields(EmailChangeCodeBody),
      schema: {
        tags: ['member'],
        summary:
          'Step 1 of an e-mail change: checks the password and mails a changeEmail code to the new address (same answer whether or not it is taken)',
        body: EmailChangeCodeBody,
        response: { 200: AccountMessageAnswer },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const email = EMAIL.parse(request.body);
      const { password = '' } = request.body;
      assertValid(password ? null : MESSAGES.passwordRequired);
      const holder = await holderOf(member.id);
      if (!(await verifyPassword(password, holder.password_hash))) {
        request.log.info({ event: 'email_change_wrong_password', memberId: member.id }, 'refused');
        throw new BusinessError(400, WRONG_PASSWORD_MSG);
      }
      assertValid(holder.email === email ? SAME_EMAIL_MSG : null);
      await app.db.query('UPDATE members SET pending_email = $2 WHERE id = $1', [member.id, email]);
      // A taken address gets its owner a notice and no code: the answer is the same (item 13).
      await codes.send({
        purpose: 'changeEmail',
        contact: EMAIL,
        target: email,
        clientIp: request.ip,
        language: requestLanguage(request.headers['accept-language']),
      });
      return { code: 200, msg: CODE_SENT_MSG };
    },
  );

  app.post(
    '/member/emailChange/confirm',
    {
      config,
      preValidation: rejectUnknownFields(EmailChangeConfirmBody),
      schema: {
        tags: ['member'],
        summary:
          'Step 2: the code from the new address makes it the e-mail (a sign-in name); the old address is told',
        body: EmailChangeConfirmBody,
        response: { 200: AccountMessageAnswer },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const email = EMAIL.parse(request.body);
      const { code = '' } = request.body;
      assertValid(validateCode(code));
      const before = await holderOf(member.id);
      if (before.pending_email !== email) throw new BusinessError(400, CODE_INVALID_MSG);
      await codes.redeem('changeEmail', email, code);
      try {
        await app.db.transaction(async (tx) => {
          // Taken meanwhile (as another member's username, phone or e-mail): like a spent code.
          if (await findAccount(tx, email)) throw new BusinessError(400, CODE_INVALID_MSG);
          const { rows } = await tx.query(
            `UPDATE members SET email = $2, pending_email = NULL
              WHERE id = $1 AND pending_email = $2 RETURNING id`,
            [member.id, email],
          );
          if (rows.length === 0) throw new BusinessError(400, CODE_INVALID_MSG);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new BusinessError(400, CODE_INVALID_MSG);
        throw error;
      }
      request.log.info({ event: 'email_changed', memberId: member.id }, 'e-mail changed');
      const language = requestLanguage(request.headers['accept-language']);
      const text = codeMessages(language);
      const notice = text.emailChangedBody({ email: maskEmail(email) });
      const notify = (contact: Contact, target: string) =>
        codes.notify(contact, target, language, text.emailChangedSubject, notice);
      if (before.email) await notify(EMAIL, before.email);
      else if (before.phone) await notify(PHONE, before.phone);
      return { code: 200, msg: EMAIL_CHANGED_MSG };
    },
  );
};

export default changeEmailRoutes;
