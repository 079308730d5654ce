import type { DbExecutor } from '../platform/db/db';

/**
 * The one format of trade order numbers: "HG", the day (UTC, yyyymmdd), then seven digits from
 * a sequence shared by every order, so numbers never collide whoever creates the order.
 */
export async function nextOrderNumber(tx: DbExecutor, day: Date): Promise<string> {
  const { rows } = await tx.query<{ n: string }>("SELECT nextval('order_no_seq')::text AS n");
  return `HG${day.toISOString().slice(0, 10).replaceAll('-', '')}${rows[0]!.n.padStart(7, '0')}`;
}
