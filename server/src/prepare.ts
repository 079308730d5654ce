import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { importReferenceData, REFERENCE_DATA_DIR, type ImportResult } from './scripts/import-data';
import { seedDemoData } from './scripts/seed-demo';

export interface PrepareOptions {
  demoData: boolean;
  referenceDataDir?: string;
}

export interface PrepareReport {
  migrationsApplied: string[];
  referenceDataImported: ImportResult[];
  demoDataSeeded: boolean;
}

/**
 * Brings a database to a usable state: schema migrations, reference data whose files changed,
 * and the demo data set if asked for and the database is empty. Every step is a no-op when
 * already done, so start-up on a prepared database costs a few queries.
 */
export async function prepareDatabase(db: Db, options: PrepareOptions): Promise<PrepareReport> {
  const migrationsApplied = await migrate(db);
  const referenceDataImported = await importReferenceData(
    db,
    options.referenceDataDir ?? REFERENCE_DATA_DIR,
  );
  const demoDataSeeded = options.demoData ? await seedDemoData(db) : false;
  return { migrationsApplied, referenceDataImported, demoDataSeeded };
}
