import type { Language } from '@portal/contracts';
import type { PriceCommodity, Static } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { localize, type Localized } from '../../platform/language/localized';

interface CommodityRecord {
  code: string;
  name: Localized;
  description: Localized;
  unit: string;
  currency: string;
  hs_code: string | null;
}

const COMMODITY_COLUMNS =
  'c.code, c.name, c.description, c.unit, trim(c.currency) AS currency, c.hs_code';

const toCommodity = (row: CommodityRecord, language: Language): Static<typeof PriceCommodity> => ({
  code: row.code,
  name: localize(row.name, language),
  description: localize(row.description, language),
  unit: row.unit,
  currency: row.currency,
  hsCode: row.hs_code,
});

const observed = (on: string | null, price: string | null, source: string | null) =>
  on && price && source ? { observedOn: on, price, source } : null;

export async function pavilionExists(db: DbExecutor, key: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM pavilions WHERE key = $1', [key]);
  return rows.length > 0;
}

/**
 * Each commodity's latest observation, the one before it and the change between them, in the
 * commodities' order — or, with `pavilion`, its commodities in the pavilion's order.
 */
export async function selectLatestPrices(
  db: DbExecutor,
  pavilion: string | null,
  language: Language,
) {
  const { rows } = await db.query<
    CommodityRecord & {
      latest_on: string | null;
      latest_price: string | null;
      latest_source: string | null;
      previous_on: string | null;
      previous_price: string | null;
      previous_source: string | null;
      change: string | null;
      change_percent: number | null;
    }
  >(
    `SELECT ${COMMODITY_COLUMNS},
            to_char(l.observed_on, 'YYYY-MM-DD') AS latest_on,
            trim_scale(l.price)::text AS latest_price, l.source AS latest_source,
            to_char(p.observed_on, 'YYYY-MM-DD') AS previous_on,
            trim_scale(p.price)::text AS previous_price, p.source AS previous_source,
            trim_scale(l.price - p.price)::text AS change,
            round((l.price - p.price) / p.price * 100, 2)::float8 AS change_percent
       FROM commodities c
       LEFT JOIN LATERAL (SELECT observed_on, price, source FROM commodity_prices
                           WHERE commodity = c.code ORDER BY observed_on DESC LIMIT 1) l ON true
       LEFT JOIN LATERAL (SELECT observed_on, price, source FROM commodity_prices
                           WHERE commodity = c.code AND observed_on < l.observed_on
                           ORDER BY observed_on DESC LIMIT 1) p ON true
      WHERE $1::text IS NULL
         OR c.code = ANY (SELECT unnest(commodities) FROM pavilions WHERE key = $1)
      ORDER BY CASE WHEN $1::text IS NULL THEN c.sort
                    ELSE array_position((SELECT commodities FROM pavilions WHERE key = $1), c.code)
               END, c.code`,
    [pavilion],
  );
  return rows.map((row) => ({
    ...toCommodity(row, language),
    latest: observed(row.latest_on, row.latest_price, row.latest_source),
    previous: observed(row.previous_on, row.previous_price, row.previous_source),
    change: row.change,
    changePercent: row.change_percent,
  }));
}

/** A commodity in the language; undefined if unknown. */
export async function selectCommodity(db: DbExecutor, code: string, language: Language) {
  const { rows } = await db.query<CommodityRecord>(
    `SELECT ${COMMODITY_COLUMNS} FROM commodities c WHERE c.code = $1`,
    [code],
  );
  return rows[0] && toCommodity(rows[0], language);
}

/** A commodity's observations between two dates (each optional), oldest first. */
export async function selectObservations(
  db: DbExecutor,
  code: string,
  from: string | null,
  to: string | null,
) {
  const { rows } = await db.query<{ observed_on: string; price: string; source: string }>(
    `SELECT to_char(observed_on, 'YYYY-MM-DD') AS observed_on, trim_scale(price)::text AS price,
            source
       FROM commodity_prices
      WHERE commodity = $1 AND ($2::date IS NULL OR observed_on >= $2::date)
        AND ($3::date IS NULL OR observed_on <= $3::date)
      ORDER BY observed_on`,
    [code, from, to],
  );
  return rows.map((row) => ({ observedOn: row.observed_on, price: row.price, source: row.source }));
}

export interface Commodity {
  code: string;
  unit: string;
  currency: string;
}

/** Every commodity's unit and currency, by code. */
export async function loadCommodities(db: DbExecutor): Promise<Map<string, Commodity>> {
  const { rows } = await db.query<Commodity>(
    'SELECT code, unit, trim(currency) AS currency FROM commodities',
  );
  return new Map(rows.map((row) => [row.code, row]));
}

/**
 * Stores observations in one statement, replacing the figure a commodity already had on the same
 * day. The observations hold no day twice, which one upsert statement needs.
 */
export async function upsertObservations(
  db: DbExecutor,
  observations: { commodity: string; observedOn: string; price: string; source: string }[],
  origin: { importFile?: string; enteredBy?: number; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO commodity_prices (commodity, observed_on, price, source, import_file, entered_by,
                                   updated_at)
     SELECT commodity, observed_on, price, source, $5, $6, $7
       FROM unnest($1::text[], $2::date[], $3::numeric[], $4::text[])
         AS o(commodity, observed_on, price, source)
     ON CONFLICT (commodity, observed_on) DO UPDATE SET price = EXCLUDED.price,
       source = EXCLUDED.source, import_file = EXCLUDED.import_file,
       entered_by = EXCLUDED.entered_by, updated_at = EXCLUDED.updated_at`,
    [
      observations.map((observation) => observation.commodity),
      observations.map((observation) => observation.observedOn),
      observations.map((observation) => observation.price),
      observations.map((observation) => observation.source),
      origin.importFile ?? null,
      origin.enteredBy ?? null,
      origin.now,
    ],
  );
}

/** The checksum of each price file as last imported, by file name. */
export async function importedChecksums(db: DbExecutor): Promise<Map<string, string>> {
  const { rows } = await db.query<{ file_name: string; checksum: string }>(
    'SELECT file_name, checksum FROM price_imports',
  );
  return new Map(rows.map((row) => [row.file_name, row.checksum]));
}

export async function recordImport(
  db: DbExecutor,
  file: { name: string; checksum: string },
  rows: number,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO price_imports (file_name, checksum, rows, imported_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (file_name) DO UPDATE SET checksum = EXCLUDED.checksum, rows = EXCLUDED.rows,
       imported_at = EXCLUDED.imported_at`,
    [file.name, file.checksum, rows, now],
  );
}
