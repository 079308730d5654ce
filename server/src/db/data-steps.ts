import { foldToSimplified, normaliseSearchText } from '../lib/product-search';
import { textLanguage } from '../modules/listing-texts/text-language';
import type { Db, DbExecutor } from './db';

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
 * The version of `normaliseSearchText`: 1 folded accents, width and case; 2 also folds
 * Traditional Chinese to Simplified (issue #12). Bump it whenever the normalisation changes.
 */
export const SEARCH_TEXT_VERSION = 2;

/** Tables whose `search_text` is written by the server with `normaliseSearchText`. */
const SEARCH_TEXT_TABLES = ['products', 'demands'] as const;

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
  table: (typeof SEARCH_TEXT_TABLES)[number],
  column: 'search_text' | 'model_key',
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

const DATA_STEPS: DataStep[] = [
  {
    name: 'search-text',
    version: SEARCH_TEXT_VERSION,
    async run(tx) {
      let changed = 0;
      for (const table of SEARCH_TEXT_TABLES)
        changed += await renormalise(tx, table, 'search_text', normaliseSearchText);
      return changed;
    },
  },
  {
    name: 'model-key',
    version: MODEL_KEY_VERSION,
    // The key's parts are joined by '|', which the folding leaves alone.
    run: (tx) => renormalise(tx, 'products', 'model_key', foldToSimplified),
  },
  { name: 'original-language', version: ORIGINAL_LANGUAGE_VERSION, run: guessOriginalLanguages },
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
