import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PRICE_SOURCE_MAX } from '@portal/contracts';
import type { Db, DbExecutor } from '../../platform/db/db';
import { parseCsv } from '../../platform/csv';
import { platformToday } from '../../platform/calendar';
import type { PriceProblem, ProblemPlace } from './messages';
import {
  importedChecksums,
  loadCommodities,
  recordImport,
  upsertObservations,
  type Commodity,
} from './repo';

/**
 * One observation as a source delivers it, every field still the text it came as; `line` is its
 * line in a file (the header is line 1), absent for the operator's form.
 */
export interface RawObservation {
  line?: number;
  commodity: string;
  observedOn: string;
  price: string;
  currency: string;
  unit: string;
  source: string;
}

/** A named set of observations imported together, all or nothing (a CSV file). */
export interface PriceBatch {
  name: string;
  /** Changes whenever the content does: an unchanged batch is not imported again. */
  checksum: string;
  /** The observations, or why the batch cannot be read at all. */
  read(): RawObservation[];
}

/**
 * Where prices come from (docs/prices-and-pavilions.md). The default is a folder of CSV files;
 * another source (a market-data feed) delivers its observations as batches the same way and is
 * validated and stored by the same code. Sources deliver what was observed: nothing here makes
 * up a figure.
 */
export interface PriceSource {
  batches(): Promise<PriceBatch[]>;
}

/** A price file is refused at its first problem, told with its file, line and field. */
export class PriceProblemError extends Error {
  constructor(
    readonly problem: PriceProblem,
    readonly place: ProblemPlace,
  ) {
    super(`${place.file ?? ''}:${place.line ?? ''} ${problem.kind}`);
    this.name = 'PriceProblemError';
  }
}

export const CSV_COLUMNS = ['commodity', 'observed_on', 'price', 'currency', 'unit', 'source'];
const MAX_FIELDS = 32;
const NUMBERED_HEADER = Array.from({ length: MAX_FIELDS }, (_, index) => index).join(',');

/**
 * Reads a price CSV: a header naming the six columns (any order), then one observation per line.
 * Lines are read one at a time through the project's CSV parser so that every problem names its
 * line; a field therefore cannot span lines.
 */
export function parsePriceCsv(text: string, file?: string): RawObservation[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = input.split(/\r\n|\n|\r/);
  const fieldsOf = (line: string, number: number): string[] => {
    if ((line.match(/"/g)?.length ?? 0) % 2 === 1)
      throw new PriceProblemError({ kind: 'unclosedQuote' }, { file, line: number });
    const record = parseCsv(`${NUMBERED_HEADER}\n${line}`)[0] ?? {};
    const fields = Array.from({ length: MAX_FIELDS }, (_, index) => record[String(index)] ?? '');
    while (fields.length > 0 && fields[fields.length - 1] === '') fields.pop();
    return fields;
  };

  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  if (headerIndex < 0) throw new PriceProblemError({ kind: 'emptyFile' }, { file });
  const header = fieldsOf(lines[headerIndex]!, headerIndex + 1).map((name) => name.trim());
  for (const column of header) {
    if (!CSV_COLUMNS.includes(column))
      throw new PriceProblemError(
        { kind: 'unknownColumn', column },
        { file, line: headerIndex + 1 },
      );
  }
  for (const column of CSV_COLUMNS) {
    if (!header.includes(column))
      throw new PriceProblemError(
        { kind: 'missingColumn', column },
        { file, line: headerIndex + 1 },
      );
  }

  const observations: RawObservation[] = [];
  lines.forEach((line, index) => {
    if (index <= headerIndex || line.trim() === '') return;
    const number = index + 1;
    const fields = fieldsOf(line, number);
    if (fields.length > header.length)
      throw new PriceProblemError(
        { kind: 'extraFields', count: fields.length, expected: header.length },
        { file, line: number },
      );
    const value = (column: string) => (fields[header.indexOf(column)] ?? '').trim();
    observations.push({
      line: number,
      commodity: value('commodity'),
      observedOn: value('observed_on'),
      price: value('price'),
      currency: value('currency'),
      unit: value('unit'),
      source: value('source'),
    });
  });
  if (observations.length === 0) throw new PriceProblemError({ kind: 'emptyFile' }, { file });
  return observations;
}

export const csvBatch = (name: string, text: string): PriceBatch => ({
  name,
  checksum: createHash('sha256').update(text).digest('hex'),
  read: () => parsePriceCsv(text, name),
});

/** The default source: every `*.csv` file of a folder (docs/prices-and-pavilions.md). */
export class CsvFolderSource implements PriceSource {
  constructor(private readonly dir: string) {}

  async batches(): Promise<PriceBatch[]> {
    const names = await readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const files = names.filter((name) => name.toLowerCase().endsWith('.csv')).sort();
    return Promise.all(
      files.map(async (name) => csvBatch(name, await readFile(path.join(this.dir, name), 'utf8'))),
    );
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PRICE = /^\d{1,10}(\.\d{1,4})?$/;

/** The field names a problem reports: the CSV's columns, or the form's. */
export interface FieldNames {
  commodity: string;
  observedOn: string;
  price: string;
  source: string;
}
export const CSV_FIELDS: FieldNames = {
  commodity: 'commodity',
  observedOn: 'observed_on',
  price: 'price',
  source: 'source',
};

/** The first problem of an observation, if any; `today` is the platform's day (UTC+8). */
export function checkObservation(
  observation: RawObservation,
  commodities: Map<string, Commodity>,
  today: string,
  fields: FieldNames,
  checkUnits: boolean,
): PriceProblem | null {
  const { commodity: code, observedOn, price, source } = observation;
  if (!code) return { kind: 'required', field: fields.commodity };
  const commodity = commodities.get(code);
  if (!commodity) return { kind: 'unknownCommodity', value: code };
  if (!observedOn) return { kind: 'required', field: fields.observedOn };
  if (!DATE.test(observedOn) || Number.isNaN(Date.parse(`${observedOn}T00:00:00Z`)))
    return { kind: 'badDate', field: fields.observedOn, value: observedOn };
  if (new Date(`${observedOn}T00:00:00Z`).toISOString().slice(0, 10) !== observedOn)
    return { kind: 'badDate', field: fields.observedOn, value: observedOn };
  if (observedOn > today)
    return { kind: 'futureDate', field: fields.observedOn, value: observedOn };
  if (!price) return { kind: 'required', field: fields.price };
  if (!PRICE.test(price) || Number(price) <= 0)
    return { kind: 'badPrice', field: fields.price, value: price };
  if (checkUnits) {
    if (!observation.currency) return { kind: 'required', field: 'currency' };
    if (observation.currency !== commodity.currency)
      return { kind: 'wrongCurrency', value: observation.currency, expected: commodity.currency };
    if (!observation.unit) return { kind: 'required', field: 'unit' };
    if (observation.unit.toLowerCase() !== commodity.unit)
      return { kind: 'wrongUnit', value: observation.unit, expected: commodity.unit };
  }
  if (!source) return { kind: 'required', field: fields.source };
  if (source.length > PRICE_SOURCE_MAX)
    return { kind: 'tooLong', field: fields.source, max: PRICE_SOURCE_MAX };
  return null;
}

/**
 * Observations stored per statement. On the embedded database a statement holds its only
 * connection: 500 rows take a few milliseconds, so a 9,000-row import lets other requests' queries
 * run between its statements instead of making them wait for all of it.
 */
export const STORE_CHUNK_ROWS = 500;

/**
 * Stores observations, replacing the figure a commodity already had on the same day: one
 * statement per STORE_CHUNK_ROWS, each atomic, the event loop let go between them. A batch holds
 * no day twice (checked before), which one upsert statement needs.
 */
export async function storeObservations(
  db: DbExecutor,
  observations: RawObservation[],
  origin: { importFile?: string; enteredBy?: number; now: Date },
): Promise<void> {
  for (let start = 0; start < observations.length; start += STORE_CHUNK_ROWS) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const chunk = observations.slice(start, start + STORE_CHUNK_ROWS);
    await upsertObservations(db, chunk, origin);
  }
}

/**
 * Checks a whole batch, then stores it (storeObservations: in chunks, outside any transaction
 * unless the caller holds one); the first problem refuses the batch (PriceProblemError) before
 * anything of it is stored. Returns the number of observations.
 */
export async function importBatch(
  db: DbExecutor,
  batch: PriceBatch,
  origin: { enteredBy?: number; now: Date },
): Promise<number> {
  const observations = batch.read();
  const commodities = await loadCommodities(db);
  const today = platformToday(origin.now);
  const seen = new Map<string, number>();
  for (const observation of observations) {
    const place = { file: batch.name, line: observation.line };
    const problem = checkObservation(observation, commodities, today, CSV_FIELDS, true);
    if (problem) throw new PriceProblemError(problem, place);
    const key = `${observation.commodity}|${observation.observedOn}`;
    const firstLine = seen.get(key);
    if (firstLine !== undefined)
      throw new PriceProblemError(
        {
          kind: 'duplicate',
          commodity: observation.commodity,
          date: observation.observedOn,
          firstLine,
        },
        place,
      );
    seen.set(key, observation.line ?? 0);
  }
  await storeObservations(db, observations, { ...origin, importFile: batch.name });
  return observations.length;
}

export interface SourceImportReport {
  imported: { name: string; rows: number }[];
  unchanged: string[];
  refused: { name: string; error: PriceProblemError }[];
}

/**
 * Imports a source's batches that changed since their last import, each checked whole before it
 * is stored: a refused file leaves the others imported and is tried again once it changes. A file
 * is recorded as imported after all of it is stored, so one cut short is imported again.
 */
export async function importPriceSource(
  db: Db,
  source: PriceSource,
  now: Date,
): Promise<SourceImportReport> {
  const report: SourceImportReport = { imported: [], unchanged: [], refused: [] };
  const recorded = await importedChecksums(db);
  for (const batch of await source.batches()) {
    if (recorded.get(batch.name) === batch.checksum) {
      report.unchanged.push(batch.name);
      continue;
    }
    try {
      const count = await importBatch(db, batch, { now });
      await recordImport(db, batch, count, now);
      report.imported.push({ name: batch.name, rows: count });
    } catch (error) {
      if (!(error instanceof PriceProblemError)) throw error;
      report.refused.push({ name: batch.name, error });
    }
  }
  return report;
}
