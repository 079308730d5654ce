/** The countries a company can be registered in, China and the Portuguese-speaking countries. */
export const COUNTRY_CODES = [
  'CN',
  'MO',
  'PT',
  'BR',
  'AO',
  'CV',
  'MZ',
  'GW',
  'ST',
  'TL',
  'GQ',
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

export function isKnownCountry(code: string | null | undefined): code is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(code ?? '');
}
