import { formatMoneyCents, lineTotalCents } from '../../common/money';
import type { CartItem } from '../api/cart';

/** Totals of cart items per currency ("¥ 1,200.00 + € 30.00"); unpriced (面议) lines are counted apart. */
export function cartTotals(items: readonly CartItem[]) {
  const totals = new Map<string, bigint>();
  let negotiable = 0;
  for (const item of items) {
    const cents = lineTotalCents(item.productPrice, item.productQuantity);
    if (cents === null) {
      negotiable += 1;
      continue;
    }
    const currency = item.currency || 'CNY';
    totals.set(currency, (totals.get(currency) ?? 0n) + cents);
  }
  const text = [...totals.entries()]
    .map(([currency, cents]) => formatMoneyCents(cents, currency))
    .join(' + ');
  return { text: text || formatMoneyCents(0n, 'CNY'), negotiable };
}
