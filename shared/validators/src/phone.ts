/** The spec's mainland rule (§5): 11 digits, 1 then 3–9, written without a country code. */
export const MAINLAND = /^1[3-9]\d{9}$/;

/**
 * Calling codes the sign-up and sign-in forms offer first: mainland China, Macau, Hong Kong and
 * the Portuguese-speaking countries. Any other number in international form is accepted as well.
 */
export const PHONE_COUNTRIES = [
  { region: 'CN', dial: '86' },
  { region: 'MO', dial: '853' },
  { region: 'HK', dial: '852' },
  { region: 'PT', dial: '351' },
  { region: 'BR', dial: '55' },
  { region: 'AO', dial: '244' },
  { region: 'MZ', dial: '258' },
  { region: 'CV', dial: '238' },
  { region: 'GW', dial: '245' },
  { region: 'GQ', dial: '240' },
  { region: 'ST', dial: '239' },
  { region: 'TL', dial: '670' },
] as const;

export type PhoneRegion = (typeof PHONE_COUNTRIES)[number]['region'];

/**
 * What a form with a calling-code selector sends: the mainland number alone, others with +code;
 * the separators people type between digit groups are dropped.
 */
export function composePhone(dial: string, national: string): string {
  const digits = national.replace(/[\s().-]/g, '');
  if (digits === '' || digits.startsWith('+')) return digits;
  return dial === '86' ? digits : `+${dial}${digits}`;
}
