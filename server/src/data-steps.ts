import type { Language } from '@portal/contracts';
import type { ListingTranslations } from '@portal/contracts/schemas';
import {
  demandSearchText,
  foldToSimplified,
  productSearchText,
  type HsSearchName,
} from './lib/product-search';
import { textLanguage } from './modules/listing-texts/text-language';
import type { Db, DbExecutor } from './platform/db/db';

/**
 * Work on existing rows that a SQL migration cannot do (it needs the server's JavaScript), run by
 * prepareDatabase after the migrations. A step runs, in one transaction, when its version is
 * above the one recorded in `data_steps` (migration 023), so start-up on a prepared database
 * costs one query; running a step twice changes nothing.
 */
interface DataStep {
  name: string;
  version: number;
  /** Returns the number of rows it changed. */
  run(tx: DbExecutor): Promise<number>;
}

/**
 * The version of the search texts of products and demands: 1 folded accents, width and case;
 * 2 also folded Traditional Chinese to Simplified (issue #12); 3 is `productSearchText` and
 * `demandSearchText` (issue #34): stemmed whole words, every language of the listing, the HS
 * heading's and subheading's English and Portuguese names, in ranked sections. Bump it whenever
 * what a search text holds changes: the step rebuilds every row from its fields.
 */
export const SEARCH_TEXT_VERSION = 3;

/** The version of `productModelKey`: 2 also folds Traditional Chinese to Simplified. */
export const MODEL_KEY_VERSION = 2;

const BATCH = 2000;

/**
 * Re-normalises a column of derived text (a search text, a model key). The stored text is
 * already the normalisation of the row's fields, and the new normalisation only adds foldings on
 * top of the earlier ones, so normalising it again gives what a save would write now, without
 * re-reading the fields. Only rows whose text changes are written, and only if no save changed
 * them meanwhile.
 */
async function renormalise(
  tx: DbExecutor,
  table: 'products',
  column: 'model_key',
  normalise: (text: string) => string,
): Promise<number> {
  let changed = 0;
  let afterId = 0;
  for (;;) {
    const { rows } = await tx.query<{ id: number; text: string }>(
      `SELECT id, ${column} AS text FROM ${table}
        WHERE id > $1 AND ${column} IS NOT NULL ORDER BY id LIMIT ${BATCH}`,
      [afterId],
    );
    if (rows.length === 0) return changed;
    afterId = rows[rows.length - 1]!.id;
    const updates = rows
      .map((row) => ({ ...row, next: normalise(row.text) }))
      .filter((row) => row.next !== row.text);
    if (updates.length === 0) continue;
    const { rows: written } = await tx.query(
      `UPDATE ${table} t SET ${column} = v.next
         FROM unnest($1::int[], $2::text[], $3::text[]) AS v(id, previous, next)
        WHERE t.id = v.id AND t.${column} = v.previous
        RETURNING t.id`,
      [
        updates.map((row) => row.id),
        updates.map((row) => row.text),
        updates.map((row) => row.next),
      ],
    );
    changed += written.length;
  }
}

/** The version of the original-language step; 1 guessed it from the text (migration 028). */
export const ORIGINAL_LANGUAGE_VERSION = 1;

/** The text columns each kind of listing is written in, most telling first. */
const LISTING_TEXT_COLUMNS = {
  products: ['name', 'description'],
  companies: ['name', 'scope'],
  demands: ['title', 'product_name', 'description'],
} as const;

/**
 * Sets `original_language` of listings written before migration 028 from their text (the
 * column's default says Simplified Chinese for all of them). Only rows with no translations are
 * looked at: those are the earlier ones; a listing saved since says its language itself.
 */
async function guessOriginalLanguages(tx: DbExecutor): Promise<number> {
  let changed = 0;
  for (const [table, columns] of Object.entries(LISTING_TEXT_COLUMNS)) {
    let afterId = 0;
    for (;;) {
      const { rows } = await tx.query<{ id: number; language: string; text: string }>(
        `SELECT id, original_language AS language,
                concat_ws(' ', ${columns.join(', ')}) AS text FROM ${table}
          WHERE id > $1 AND translations = '{}'::jsonb ORDER BY id LIMIT ${BATCH}`,
        [afterId],
      );
      if (rows.length === 0) break;
      afterId = rows[rows.length - 1]!.id;
      const updates = rows
        .map((row) => ({ id: row.id, language: textLanguage(row.text) ?? row.language }))
        .filter((row, index) => row.language !== rows[index]!.language);
      if (updates.length === 0) continue;
      const { rows: written } = await tx.query(
        `UPDATE ${table} t SET original_language = v.language
           FROM unnest($1::int[], $2::text[]) AS v(id, language)
          WHERE t.id = v.id RETURNING t.id`,
        [updates.map((row) => row.id), updates.map((row) => row.language)],
      );
      changed += written.length;
    }
  }
  return changed;
}

/** The HS heading's and subheading's names of a row's `hs_code` (`t`), as a JSON column. */
const HS_NAMES_SQL = `coalesce((SELECT json_agg(json_build_object('descriptionEn', h.description_en,
    'namePt', h.name_pt) ORDER BY h.code) FROM hs_codes h
   WHERE length(t.hs_code) >= 4 AND h.code IN (left(t.hs_code, 4), left(t.hs_code, 6))),
  '[]') AS hs_names`;

/**
 * Rebuilds the search text of every row of `table` from its fields with `build`, in batches,
 * writing only the rows whose text changes, and only if no save changed them meanwhile.
 */
async function rebuildSearchTexts<Row extends { id: number; search_text: string | null }>(
  tx: DbExecutor,
  table: 'products' | 'demands',
  columns: string,
  build: (row: Row) => string,
): Promise<number> {
  let changed = 0;
  let afterId = 0;
  for (;;) {
    const { rows } = await tx.query<Row>(
      `SELECT t.id, t.search_text, ${columns}, ${HS_NAMES_SQL} FROM ${table} t
        WHERE t.id > $1 ORDER BY t.id LIMIT ${BATCH}`,
      [afterId],
    );
    if (rows.length === 0) return changed;
    afterId = rows[rows.length - 1]!.id;
    const updates = rows
      .map((row) => ({ ...row, next: build(row) }))
      .filter((row) => row.next !== row.search_text);
    if (updates.length === 0) continue;
    const { rows: written } = await tx.query(
      `UPDATE ${table} t SET search_text = v.next
         FROM unnest($1::int[], $2::text[], $3::text[]) AS v(id, previous, next)
        WHERE t.id = v.id AND t.search_text IS NOT DISTINCT FROM v.previous
        RETURNING t.id`,
      [
        updates.map((row) => row.id),
        updates.map((row) => row.search_text),
        updates.map((row) => row.next),
      ],
    );
    changed += written.length;
  }
}

interface ListingRow<Kind extends 'product' | 'demand'> {
  id: number;
  search_text: string | null;
  original_language: Language;
  translations: ListingTranslations<Kind>;
  description: string | null;
  hs_code: string | null;
  hs_names: HsSearchName[];
}

/** Products' and demands' search texts rebuilt from their fields (SEARCH_TEXT_VERSION). */
async function rebuildListingSearchTexts(tx: DbExecutor): Promise<number> {
  type ProductRow = ListingRow<'product'> & {
    name: string;
    spec: string | null;
    brand: string | null;
    origin: string | null;
  };
  const products = await rebuildSearchTexts<ProductRow>(
    tx,
    'products',
    't.name, t.description, t.original_language, t.translations, t.spec, t.brand, t.origin, t.hs_code',
    (row) =>
      productSearchText({
        ...row,
        originalLanguage: row.original_language,
        hsCode: row.hs_code,
        hsNames: row.hs_names,
      }),
  );
  type DemandRow = ListingRow<'demand'> & { title: string; product_name: string; industry: string };
  const demands = await rebuildSearchTexts<DemandRow>(
    tx,
    'demands',
    't.title, t.product_name, t.description, t.original_language, t.translations, t.industry, t.hs_code',
    (row) =>
      demandSearchText({
        ...row,
        productName: row.product_name,
        originalLanguage: row.original_language,
        hsCode: row.hs_code,
        hsNames: row.hs_names,
      }),
  );
  return products + demands;
}

const DATA_STEPS: DataStep[] = [
  {
    name: 'model-key',
    version: MODEL_KEY_VERSION,
    // The key's parts are joined by '|', which the folding leaves alone.
    run: (tx) => renormalise(tx, 'products', 'model_key', foldToSimplified),
  },
  { name: 'original-language', version: ORIGINAL_LANGUAGE_VERSION, run: guessOriginalLanguages },
  // After the original languages: a text is stemmed in its own language.
  { name: 'search-text', version: SEARCH_TEXT_VERSION, run: rebuildListingSearchTexts },
];

export interface DataStepResult {
  name: string;
  version: number;
  rows: number;
}

/** Runs the steps whose version is above the recorded one; returns those run. */
export async function runDataSteps(db: Db, steps = DATA_STEPS): Promise<DataStepResult[]> {
  const { rows: recorded } = await db.query<{ name: string; version: number }>(
    'SELECT name, version FROM data_steps',
  );
  const done = new Map(recorded.map((row) => [row.name, row.version]));
  const results: DataStepResult[] = [];
  for (const step of steps) {
    if ((done.get(step.name) ?? 0) >= step.version) continue;
    const rows = await db.transaction(async (tx) => {
      const changed = await step.run(tx);
      await tx.query(
        `INSERT INTO data_steps (name, version, done_at) VALUES ($1, $2, now())
         ON CONFLICT (name) DO UPDATE
           SET version = GREATEST(data_steps.version, EXCLUDED.version), done_at = EXCLUDED.done_at`,
        [step.name, step.version],
      );
      return changed;
    });
    results.push({ name: step.name, version: step.version, rows });
  }
  return results;
}
