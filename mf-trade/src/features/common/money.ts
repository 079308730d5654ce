import { currentLanguage, formatMoney as formatAmount } from '@portal/i18n';

/**
 * Money on the wire is a decimal string ("12345.60", spec §9 / docs/trade-orders.md). It is added
 * and multiplied as integer cents (BigInt), never as a float, and always shown through
 * `formatMoney`: two decimals with thousand separators.
 */

export type MoneyValue = string | number | bigint | null | undefined;

const DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/;

/** Integer cents of a decimal string; null when blank or not a number. Rounds half up past 2 places. */
export function toCents(value: MoneyValue): bigint | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value * 100n;
  const text = (typeof value === 'number' ? value.toFixed(2) : value).trim().replace(/,/g, '');
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  const [, sign, whole, fraction = ''] = match;
  const padded = `${fraction}000`;
  let cents = BigInt(whole || '0') * 100n + BigInt(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1n;
  return sign ? -cents : cents;
}

/** "1234567.5" → "1,234,567.50" (cents in, text out). */
export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const whole = (absolute / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** Cents back to the wire's decimal string ("1234.50"). */
export function centsToDecimal(cents: bigint): string {
  return formatCents(cents).replace(/,/g, '');
}

const SYMBOLS: Record<string, string> = {
  CNY: '¥',
  RMB: '¥',
  USD: '$',
  EUR: '€',
  MOP: 'MOP$',
  BRL: 'R$',
  HKD: 'HK$',
};

/** The symbol shown before an amount: ¥ for yuan (the cart's currency, spec §9), else the code. */
export function currencySymbol(currency: string | null | undefined): string {
  const code = (currency ?? 'CNY').toUpperCase();
  return SYMBOLS[code] ?? code;
}

/**
 * The one way the UI shows money: the shared formatting layer's, in the page's language ("¥1,234.00"
 * in Chinese, "1234,00 CN¥" in Portuguese), from exact cents. Null (a price '面议') and unreadable
 * values give null, so the caller shows its own "price on request" text.
 */
export function formatMoney(value: MoneyValue, currency?: string | null): string | null {
  const cents = toCents(value);
  return cents === null ? null : formatMoneyCents(cents, currency);
}

/** Cents already computed (a line total, a sum) shown the same way. */
export function formatMoneyCents(cents: bigint, currency?: string | null): string {
  return formatAmount(centsToDecimal(cents), (currency ?? 'CNY').toUpperCase(), currentLanguage());
}

/** Quantity × unit price in cents; null when the price is not set ('面议'). */
export function lineTotalCents(price: MoneyValue, quantity: number): bigint | null {
  const cents = toCents(price);
  if (cents === null || !Number.isFinite(quantity)) return null;
  return cents * BigInt(Math.trunc(quantity));
}

/** Sum of amounts in cents; blanks count as zero. */
export function sumCents(values: readonly MoneyValue[]): bigint {
  return values.reduce<bigint>((sum, value) => sum + (toCents(value) ?? 0n), 0n);
}

/** A unit price including tax: a decimal ≥ 0 with at most two places (docs/trade-orders.md). */
export const PRICE_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
