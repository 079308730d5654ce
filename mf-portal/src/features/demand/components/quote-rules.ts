import { isInquiryPrice } from '@portal/validators';

/** Limits of the quote form; the server checks the same (docs/demand.md). */
export const QUOTE_LIMITS = { deliveryTerms: 100, message: 500, attachments: 5 } as const;

export const codePoints = (text: string | undefined) => [...(text ?? '').trim()].length;

/** A price greater than zero with at most two decimals. */
export const isQuotePrice = (value: string) => isInquiryPrice(value) && Number(value.trim()) > 0;

/**
 * A whole quantity greater than zero: a confirmed quote becomes an order, which counts whole
 * units (the server checks the same, docs/demand.md).
 */
export const isQuoteQuantity = (value: string) =>
  /^\d{1,10}$/.test(value.trim()) && Number(value) > 0;

/** Today as YYYY-MM-DD in the browser's time zone (the earliest delivery and validity day). */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
