import type { DbExecutor } from '../../platform/db/db';

/**
 * The rates as last entered, by currency, and the date of the oldest: units of each trade
 * currency per 1 CNY with the rate's date and source.
 */
export async function selectRates(db: DbExecutor) {
  const { rows } = await db.query<{
    currency: string;
    per_cny: string;
    rate_date: string;
    source: string;
    updated_at: Date;
  }>(
    `SELECT currency, per_cny::text AS per_cny, to_char(rate_date, 'YYYY-MM-DD') AS rate_date,
            source, updated_at
       FROM exchange_rates ORDER BY currency`,
  );
  const dates = rows.map((row) => row.rate_date).sort();
  return {
    date: dates[0] ?? null,
    perCny: Object.fromEntries(rows.map((row) => [row.currency, Number(row.per_cny)])),
    rates: rows.map((row) => ({
      currency: row.currency,
      perCny: Number(row.per_cny),
      rateDate: row.rate_date,
      source: row.source,
      updateTime: row.updated_at.toISOString(),
    })),
  };
}

/** The trade currencies of the dictionary. */
export async function tradeCurrencies(db: DbExecutor): Promise<Set<string>> {
  const { rows } = await db.query<{ dict_value: string }>(
    "SELECT dict_value FROM dict_data WHERE dict_type = 'trade_currency'",
  );
  return new Set(rows.map((row) => row.dict_value));
}

/** Enters or replaces a currency's rate. */
export async function upsertRate(
  tx: DbExecutor,
  rate: { currency: string; perCny: number; rateDate: string },
  source: string,
  memberId: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO exchange_rates (currency, per_cny, rate_date, source, updated_by, updated_at)
     VALUES ($1, $2, $3::date, $4, $5, $6)
     ON CONFLICT (currency) DO UPDATE SET per_cny = EXCLUDED.per_cny,
       rate_date = EXCLUDED.rate_date, source = EXCLUDED.source,
       updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
    [rate.currency, rate.perCny, rate.rateDate, source, memberId, now],
  );
}
