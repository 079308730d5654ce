import { LIMITS } from '@portal/contracts';
import { MESSAGES, type ValidationMessage } from './messages';

/** The only symbols a password may contain (spec §5). */
export const PASSWORD_SYMBOLS = '@-#._*%$';

const ONLY_ALLOWED_CHARACTERS = /^[A-Za-z0-9@\-#._*%$]*$/;
const HAS_UPPER = /[A-Z]/;
const HAS_LOWER = /[a-z]/;
const HAS_DIGIT = /[0-9]/;
const HAS_SYMBOL = /[@\-#._*%$]/;

/**
 * Well-known passwords that nevertheless satisfy the character rule, so the rule alone would let
 * them through. The comparison ignores case.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  'Password@123',
  'Password@1234',
  'Password@123456',
  'Password#123',
  'Password.123',
  'Password_123',
  'P@ssw0rd',
  'P@ssword1',
  'P@ssw0rd123',
  'Passw0rd@',
  'Admin@123',
  'Admin@1234',
  'Admin@123456',
  'Admin#123',
  'Admin_123',
  'Root@123',
  'Root@123456',
  'Test@123',
  'Test@1234',
  'Qwer@1234',
  'Qwer@123456',
  'Qwerty@123',
  'Qwerty@1234',
  'Asdf@1234',
  'Zxcv@1234',
  'Abc@1234',
  'Abc@123456',
  'Abcd@1234',
  'Abcd@123456',
  'Aa@123456',
  'Aa123456@',
  'Aa@12345678',
  'Ab@123456',
  '1qaz@WSX',
  '1qaz#WSX',
  'Qaz@123456',
  'Welcome@123',
  'Changeme@123',
  'Letmein@123',
  'Iloveyou@1',
  'Woaini@1314',
  'Huawei@123',
];

const COMMON_PASSWORDS_LOWER_CASE: ReadonlySet<string> = new Set(
  COMMON_PASSWORDS.map((password) => password.toLowerCase()),
);

/** Length 8–18, only letters, digits and the allowed symbols, and at least one of each class. */
export function isPasswordWellFormed(password: string): boolean {
  return (
    password.length >= LIMITS.passwordMinLength &&
    password.length <= LIMITS.passwordMaxLength &&
    ONLY_ALLOWED_CHARACTERS.test(password) &&
    HAS_UPPER.test(password) &&
    HAS_LOWER.test(password) &&
    HAS_DIGIT.test(password) &&
    HAS_SYMBOL.test(password)
  );
}

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS_LOWER_CASE.has(password.toLowerCase());
}

/** Required, the spec's password rule, then the common-password refusal. */
export function validatePassword(password: string | null | undefined): ValidationMessage | null {
  if (!password) return MESSAGES.passwordRequired;
  if (!isPasswordWellFormed(password)) return MESSAGES.passwordRule;
  if (isCommonPassword(password)) return MESSAGES.passwordTooCommon;
  return null;
}

export function validateConfirmPassword(
  confirmPassword: string | null | undefined,
  password: string | null | undefined,
): ValidationMessage | null {
  if (!confirmPassword) return MESSAGES.confirmPasswordRequired;
  if (confirmPassword !== password) return MESSAGES.confirmPasswordMismatch;
  return null;
}
