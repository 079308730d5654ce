import { isEmail, isPhone, MESSAGES } from '@portal/validators';

/** The server's texts for the staff checks the form makes first, byte-identical. */
export const STAFF_MESSAGES = {
  nameRequired: '请输入员工姓名',
  cardRequired: '请先上传员工名片',
} as const;

/** The employee's own sign-in: a phone number or an e-mail address. */
export function validateStaffAccount(account: string | undefined): string | null {
  const value = account?.trim() ?? '';
  if (!value) return MESSAGES.accountRequired;
  if (!isPhone(value) && !isEmail(value)) return MESSAGES.accountFormat;
  return null;
}
