/**
 * Company registration numbers by country (pure functions, no I/O). Mainland China: the unified
 * social credit code of GB 32100-2015; Portugal: the NIF (número de identificação fiscal) with its
 * mod-11 check digit; Macau: the commercial registry number; elsewhere a loose registry-number shape.
 */

export const CREDIT_CODE_MSG = '统一社会信用代码格式不正确';
export const NIF_MSG = 'NIF 格式不正确';
export const MACAU_REGISTRY_MSG = '澳门商业登记编号格式不正确';
export const REGISTRY_NUMBER_MSG = '注册编号格式不正确';

const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** GB 32100-2015: 18 characters from the 31-character set; the last is the check character. */
export function isUnifiedSocialCreditCode(value: string): boolean {
  if (value.length !== 18) return false;
  let sum = 0;
  for (let index = 0; index < 18; index++) {
    const digit = CREDIT_CODE_CHARSET.indexOf(value[index]!);
    if (digit < 0) return false;
    if (index < 17) sum += digit * CREDIT_CODE_WEIGHTS[index]!;
  }
  const check = (31 - (sum % 31)) % 31;
  return value[17] === CREDIT_CODE_CHARSET[check];
}

/** Portuguese NIF: 9 digits, first in 1 2 3 5 6 8 9, last = mod-11 check of the first eight. */
export function isPortugueseNif(value: string): boolean {
  if (!/^[1235689]\d{8}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 8; index++) sum += Number(value[index]) * (9 - index);
  const remainder = 11 - (sum % 11);
  const check = remainder >= 10 ? 0 : remainder;
  return Number(value[8]) === check;
}

/** Macau commercial registry number (número de registo comercial): 1–6 digits. */
export function isMacauRegistryNumber(value: string): boolean {
  return /^\d{1,6}$/.test(value);
}

/**
 * Any other country: 3–30 characters of letters and digits, with the separators registries
 * print (a Brazilian CNPJ reads 12.345.678/0001-95).
 */
export function isRegistryNumber(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9./-]{1,28}[A-Za-z0-9]$/.test(value);
}

/**
 * Normalises a registration number as typed (trimmed; upper-cased for China, where the code is
 * printed in capitals) for storage.
 */
export function normaliseCompanyNumber(country: string, value: string): string {
  const trimmed = value.trim();
  return country === 'CN' ? trimmed.toUpperCase() : trimmed;
}

/** The message for a malformed registration number of the given country, or null when valid. */
export function validateCompanyNumber(country: string, value: string): string | null {
  const number = normaliseCompanyNumber(country, value);
  switch (country) {
    case 'CN':
      return isUnifiedSocialCreditCode(number) ? null : CREDIT_CODE_MSG;
    case 'PT':
      return isPortugueseNif(number) ? null : NIF_MSG;
    case 'MO':
      return isMacauRegistryNumber(number) ? null : MACAU_REGISTRY_MSG;
    default:
      return isRegistryNumber(number) ? null : REGISTRY_NUMBER_MSG;
  }
}
