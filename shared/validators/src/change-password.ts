import { validateCode } from './code';
import { isEmail } from './formats';
import { isPhone } from './phone-number';
import { MESSAGES, type ValidationMessage } from './messages';
import { validateConfirmPassword, validatePassword } from './password';

/** An account is the phone number or e-mail address the user signs in with. */
export function validateAccount(
  account: string | null | undefined,
  boundUsername: string,
): ValidationMessage | null {
  const trimmed = account?.trim() ?? '';
  if (!trimmed) return MESSAGES.accountRequired;
  if (!isPhone(trimmed) && !isEmail(trimmed)) return MESSAGES.accountFormat;
  if (trimmed !== boundUsername.trim()) return MESSAGES.accountMismatch;
  return null;
}

export interface ChangePasswordForm {
  account: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export type ChangePasswordField = keyof ChangePasswordForm;

export interface FormValidationResult<Field extends string> {
  valid: boolean;
  /** Only the failing fields are present. */
  errors: Partial<Record<Field, ValidationMessage>>;
  /** '请检查填写内容' when any field fails, otherwise null. */
  summary: ValidationMessage | null;
}

export function validateChangePasswordForm(
  form: Partial<ChangePasswordForm>,
  boundUsername: string,
): FormValidationResult<ChangePasswordField> {
  const checks: Record<ChangePasswordField, ValidationMessage | null> = {
    account: validateAccount(form.account, boundUsername),
    code: validateCode(form.code),
    password: validatePassword(form.password),
    confirmPassword: validateConfirmPassword(form.confirmPassword, form.password),
  };
  const errors: Partial<Record<ChangePasswordField, ValidationMessage>> = {};
  for (const field of Object.keys(checks) as ChangePasswordField[]) {
    const message = checks[field];
    if (message) errors[field] = message;
  }
  const valid = Object.keys(errors).length === 0;
  return { valid, errors, summary: valid ? null : MESSAGES.formInvalid };
}
