import type { Formatters } from '@portal/i18n';

/**
 * A price exactly as observed (up to the four decimals the API keeps), with its currency in the
 * reader's way: "€4.37", "CN¥151.00", "4,37 €".
 */
export function formatPrice(format: Formatters, price: string, currency: string): string {
  return format.number(price, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
}

/** "+0.36 (+9.01%)", "−12.00 (−2.50%)": the change against the previous observation. */
export function formatChange(
  format: Formatters,
  change: string,
  percent: number | null,
  currency: string,
): string {
  const amount = format.number(change, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
    signDisplay: 'exceptZero',
  });
  if (percent === null) return amount;
  const share = format.number(percent / 100, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  });
  return `${amount} (${share})`;
}
