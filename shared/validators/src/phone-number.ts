// libphonenumber's mobile metadata (32 KiB gzipped) is imported by this module alone: a screen
// that offers calling codes (./phone) or checks e-mail addresses does not bundle it, and mf-member's
// sign-in forms load this module when a number is first checked.
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { MESSAGES, type ValidationMessage } from './messages';
import { MAINLAND } from './phone';

/**
 * The stored form of a mobile number, or null when it is not one: a mainland number keeps the
 * spec's 11 digits (with or without +86, so accounts made before international numbers keep
 * working), any other number is E.164 ('+351912345678') once libphonenumber's mobile metadata
 * accepts it. Spaces, dashes and brackets are allowed in the international form only.
 */
export function normalisePhone(value: string): string | null {
  if (!value.startsWith('+')) return MAINLAND.test(value) ? value : null;
  const number = parsePhoneNumberFromString(value.replace(/[\s().-]/g, ''));
  if (!number?.isValid()) return null;
  if (number.countryCallingCode === '86') {
    return MAINLAND.test(number.nationalNumber) ? number.nationalNumber : null;
  }
  return number.number;
}

/**
 * A mobile number: mainland as the spec writes it (11 digits, 1 then 3–9), or any country's in
 * international form (+351 912 345 678). Empty counts as malformed.
 */
export function isPhone(value: string): boolean {
  return normalisePhone(value) !== null;
}

export function validatePhone(value: string | null | undefined): ValidationMessage | null {
  return isPhone(value ?? '') ? null : MESSAGES.phoneFormat;
}
