import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db, DbExecutor } from '../platform/db/db';
import { migrate } from '../platform/db/migrate';
import { parseCsv } from '../platform/csv';
import { HS_CHAPTER_NAMES } from '../reference/hs-chapter-names';
import { runScript } from './run-script';

export const REFERENCE_DATA_DIR = path.resolve(__dirname, '../../data/reference');

/**
 * A data set is imported as a whole, in one transaction, and only when the checksum of its
 * inputs differs from the one recorded at its last import: start-up stays fast on a prepared
 * database, and editing a CSV (or a translation) is picked up on the next start.
 */
interface DataSet {
  name: string;
  files: string[];
  /** Extra inputs that are not files but change the imported rows. */
  extraChecksumInput?: string;
  load(tx: DbExecutor, read: (file: string) => Record<string, string>[]): Promise<number>;
}

/**
 * The source's total trade is exports + imports and its balance exports − imports in every row
 * where it reports both flows, but leaves them empty when one flow is missing (Macau–Mozambique
 * 2024: imports only). Summed as they were, Macau's total trade of 2024 (US$170.6 million) came
 * out smaller than its imports (US$172.2 million). A missing flow is one the reporter recorded no trade in, so total and balance are
 * completed from the flows that were reported (docs/statistics.md), in NUMERIC: exact.
 */
const COMPLETE_TOTALS = `
  UPDATE trade_by_year
     SET total_trade_usd = coalesce(total_trade_usd, coalesce(exports_usd, 0) + coalesce(imports_usd, 0)),
         balance_usd = coalesce(balance_usd, coalesce(exports_usd, 0) - coalesce(imports_usd, 0))
   WHERE (total_trade_usd IS NULL OR balance_usd IS NULL)
     AND (exports_usd IS NOT NULL OR imports_usd IS NOT NULL)`;

const DATA_SETS: DataSet[] = [
  {
    name: 'hs',
    files: ['hs/sections.csv', 'hs/harmonized-system.csv', 'hs/names-pt.csv'],
    extraChecksumInput: JSON.stringify(HS_CHAPTER_NAMES),
    async load(tx, read) {
      await tx.query('DELETE FROM hs_codes');
      await tx.query('DELETE FROM hs_sections');
      const sections = read('hs/sections.csv').map((row, index) => [
        row.section,
        index + 1,
        row.name?.trim(),
      ]);
      await insertRows(tx, 'hs_sections', ['code', 'position', 'name_en'], sections);
      // Headings and subheadings in Portuguese: the Mercosur nomenclature's (names-pt.csv,
      // server/data/reference/README.md); a code it does not name keeps only its English.
      const headingNamesPt = new Map(
        read('hs/names-pt.csv').map((row) => [row.code!, row.name_pt!] as const),
      );
      // The file's 6,940 rows include the tree's root ("TOTAL", level 5), which is not a code.
      const codes = read('hs/harmonized-system.csv')
        .filter((row) => row.hscode !== 'TOTAL')
        .map((row) => {
          const level = Number(row.level);
          const chapter = level === 2 ? HS_CHAPTER_NAMES[row.hscode!] : undefined;
          return [
            row.hscode,
            row.section === 'TOTAL' ? null : row.section,
            row.parent === 'TOTAL' ? null : row.parent,
            level,
            row.description,
            chapter?.zh ?? null,
            chapter ? chapter.pt : (headingNamesPt.get(row.hscode!) ?? null),
          ];
        });
      await insertRows(
        tx,
        'hs_codes',
        ['code', 'section', 'parent', 'level', 'description_en', 'name_zh', 'name_pt'],
        codes,
      );
      return sections.length + codes.length;
    },
  },
  {
    name: 'trade-by-year',
    files: ['trade/china-plp-trade-by-year.csv', 'trade/macau-plp-trade-by-year.csv'],
    extraChecksumInput: COMPLETE_TOTALS,
    async load(tx, read) {
      await tx.query('DELETE FROM trade_by_year');
      const rows = [
        ...tradeByYearRows('China', read('trade/china-plp-trade-by-year.csv')),
        ...tradeByYearRows('Macau', read('trade/macau-plp-trade-by-year.csv')),
      ];
      const columns = [
        'reporter',
        'partner',
        'year',
        'total_trade_usd',
        'exports_usd',
        'imports_usd',
        'balance_usd',
      ];
      await insertRows(tx, 'trade_by_year', columns, rows);
      await tx.query(COMPLETE_TOTALS);
      return rows.length;
    },
  },
  {
    name: 'trade-top-chapters',
    files: ['trade/china-plp-top-hs-chapters.csv'],
    async load(tx, read) {
      await tx.query('DELETE FROM trade_top_chapters');
      const rows = read('trade/china-plp-top-hs-chapters.csv').map((row) => [
        row.reporter,
        row.partner,
        row.flow,
        Number(row.year),
        Number(row.rank),
        row.hs_chapter?.padStart(2, '0'),
        row.value_usd,
        row.flow_total_usd,
        Number(row.share),
      ]);
      const columns = [
        'reporter',
        'partner',
        'flow',
        'year',
        'rank',
        'hs_chapter',
        'value_usd',
        'flow_total_usd',
        'share',
      ];
      await insertRows(tx, 'trade_top_chapters', columns, rows);
      return rows.length;
    },
  },
];

/** The China and Macau files name their flow columns after the reporter (china_exports_usd …). */
function tradeByYearRows(
  reporter: 'China' | 'Macau',
  records: Record<string, string>[],
): unknown[][] {
  const prefix = reporter.toLowerCase();
  const amount = (value: string | undefined) =>
    value === undefined || value.trim() === '' ? null : value;
  return records.map((row) => [
    reporter,
    row.partner,
    Number(row.year),
    amount(row.total_trade_usd),
    amount(row[`${prefix}_exports_usd`]),
    amount(row[`${prefix}_imports_usd`]),
    amount(row.balance_usd),
  ]);
}

/** Multi-row INSERTs in chunks: one round trip per few hundred rows instead of one per row. */
async function insertRows(
  tx: DbExecutor,
  table: string,
  columns: string[],
  rows: unknown[][],
  chunkSize = 500,
) {
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const values = chunk
      .map(
        (_, rowIndex) =>
          `(${columns.map((__, col) => `$${rowIndex * columns.length + col + 1}`).join(', ')})`,
      )
      .join(', ');
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, chunk.flat());
  }
}

export interface ImportResult {
  name: string;
  rows: number;
}

/** Imports the data sets whose inputs changed since their last import; returns those imported. */
export async function importReferenceData(
  db: Db,
  dir = REFERENCE_DATA_DIR,
): Promise<ImportResult[]> {
  const { rows: recorded } = await db.query<{ name: string; checksum: string }>(
    'SELECT name, checksum FROM reference_imports',
  );
  const recordedChecksums = new Map(recorded.map((row) => [row.name, row.checksum]));
  const results: ImportResult[] = [];

  for (const dataSet of DATA_SETS) {
    const contents = new Map(
      dataSet.files.map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]),
    );
    const hash = createHash('sha256');
    for (const [file, text] of contents) hash.update(file).update('\0').update(text).update('\0');
    if (dataSet.extraChecksumInput) hash.update(dataSet.extraChecksumInput);
    const checksum = hash.digest('hex');
    if (recordedChecksums.get(dataSet.name) === checksum) continue;

    const rowCount = await db.transaction(async (tx) => {
      const count = await dataSet.load(tx, (file) => parseCsv(contents.get(file)!));
      await tx.query(
        `INSERT INTO reference_imports (name, checksum, imported_at) VALUES ($1, $2, now())
         ON CONFLICT (name) DO UPDATE SET checksum = EXCLUDED.checksum, imported_at = EXCLUDED.imported_at`,
        [dataSet.name, checksum],
      );
      return count;
    });
    results.push({ name: dataSet.name, rows: rowCount });
  }
  return results;
}

if (require.main === module) {
  runScript('import-data', async (db) => {
    await migrate(db);
    const imported = await importReferenceData(db);
    return imported.length
      ? imported.map((set) => `${set.name}: ${set.rows} rows`).join(', ')
      : 'reference data unchanged';
  });
}
