import { LIMITS } from '@portal/contracts';
import { MESSAGES, type ValidationMessage } from './messages';

// Apart from ./change-password, whose account check needs libphonenumber: the sign-in forms'
// code field needs this alone.
export function validateCode(code: string | null | undefined): ValidationMessage | null {
  const trimmed = code?.trim() ?? '';
  if (!trimmed) return MESSAGES.codeRequired;
  if (trimmed.length > LIMITS.codeLength) return MESSAGES.codeTooLong;
  return null;
}
