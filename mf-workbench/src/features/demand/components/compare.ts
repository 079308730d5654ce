import type { ExchangeRates, ReceivedQuote } from '../api/demand';

/** The quote's total: the total price as given, or unit price × quantity. */
export function quoteTotal(
  quote: Pick<ReceivedQuote, 'unitPrice' | 'totalPrice' | 'quantity'>,
): number {
  if (quote.totalPrice !== null) return Number(quote.totalPrice);
  return Number(quote.unitPrice) * Number(quote.quantity);
}

/** An amount in `from` expressed in `to` with the day's rates; null when a rate is missing. */
export function convert(
  amount: number,
  from: string,
  to: string,
  rates: ExchangeRates,
): number | null {
  if (from === to) return amount;
  const fromRate = from === 'CNY' ? 1 : rates.perCny[from];
  const toRate = to === 'CNY' ? 1 : rates.perCny[to];
  if (!fromRate || !toRate) return null;
  return (amount / fromRate) * toRate;
}

export interface ComparedQuote {
  quote: ReceivedQuote;
  /** Unit price and total in the chosen currency (null without a rate). */
  unitPrice: number | null;
  total: number | null;
  cheapest: boolean;
}

/**
 * Quotes side by side in one currency: each unit price and total converted with the rates of
 * `rates.date`; the lowest unit price is marked (several when equal).
 */
export function compareQuotes(
  quotes: ReceivedQuote[],
  currency: string,
  rates: ExchangeRates,
): ComparedQuote[] {
  const rows = quotes.map((quote) => {
    const total = convert(quoteTotal(quote), quote.currency, currency, rates);
    const quantity = Number(quote.quantity);
    return {
      quote,
      total: total === null ? null : Math.round(total * 100) / 100,
      unitPrice:
        total === null || quantity <= 0 ? null : Math.round((total / quantity) * 100) / 100,
      cheapest: false,
    };
  });
  const prices = rows.flatMap((row) => (row.unitPrice === null ? [] : [row.unitPrice]));
  const lowest = prices.length > 0 ? Math.min(...prices) : null;
  return rows.map((row) => ({ ...row, cheapest: lowest !== null && row.unitPrice === lowest }));
}
