/**
 * Money as the database and the wire carry it: decimal strings with at most two places
 * ("12345.60"), NUMERIC(14, 2) in the database. Arithmetic and comparison go through integer
 * cents held in BigInt, never floating point (docs/trade-orders.md "Money").
 */

/** A non-negative amount with at most two decimals and at most 12 integer digits (NUMERIC(14, 2)). */
export const MONEY_PATTERN = /^\d{1,12}(?:\.\d{1,2})?$/;

/** The largest amount NUMERIC(14, 2) holds, in cents. */
export const MAX_CENTS = 99_999_999_999_999n;

export function isMoney(value: string): boolean {
  return MONEY_PATTERN.test(value);
}

/** "12345.6" → 1234560n. Throws on anything that is not a well-formed non-negative amount. */
export function toCents(value: string): bigint {
  const text = value.trim();
  // NUMERIC::text may carry more places ("12.500") or a sign; accept trailing zeros only.
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not a decimal amount: ${value}`);
  const [, sign, units, fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) throw new RangeError(`more than two decimals: ${value}`);
  const cents = BigInt(units!) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return sign === '-' ? -cents : cents;
}

/** 1234560n → "12345.60". */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const units = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${units.toString()}.${fraction}`;
}

/** Normalises an amount string to two places: "12.5" → "12.50". */
export function normaliseMoney(value: string): string {
  return fromCents(toCents(value));
}

/** Quantity × unit price, exact. */
export function lineTotalCents(unitPrice: string, quantity: number | bigint): bigint {
  const qty = typeof quantity === 'bigint' ? quantity : BigInt(quantity);
  return toCents(unitPrice) * qty;
}

export function sumCents(values: Iterable<bigint>): bigint {
  let total = 0n;
  for (const value of values) total += value;
  return total;
}

/** Whether an amount fits NUMERIC(14, 2). */
export function fitsColumn(cents: bigint): boolean {
  return cents >= -MAX_CENTS && cents <= MAX_CENTS;
}

/** "12,345.60": two decimals with thousand separators, as the UI shows amounts. */
export function formatMoney(cents: bigint): string {
  const [units, fraction] = fromCents(cents).split('.') as [string, string];
  const negative = units.startsWith('-');
  const digits = negative ? units.slice(1) : units;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction}`;
}
