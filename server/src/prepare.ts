import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { importReferenceData, REFERENCE_DATA_DIR, type ImportResult } from './scripts/import-data';
import { lockDemoAccounts, seedDemoData } from './scripts/seed-demo';

export interface PrepareOptions {
  demoData: boolean;
  referenceDataDir?: string;
  /** Where uploads live: the demo products' generated pictures are written there. */
  uploadDir?: string;
}

export interface PrepareReport {
  migrationsApplied: string[];
  referenceDataImported: ImportResult[];
  demoDataSeeded: boolean;
  /** Demo accounts found outside demo mode whose published password was replaced. */
  demoAccountsLocked: string[];
}

/**
 * Brings a database to a usable state: schema migrations, reference data whose files changed,
 * and the demo data set if asked for and the database is empty (outside demo mode, demo accounts
 * left over from an earlier demo run are locked). Every step is a no-op when
 * already done, so start-up on a prepared database costs a few queries.
 */
export async function prepareDatabase(db: Db, options: PrepareOptions): Promise<PrepareReport> {
  const migrationsApplied = await migrate(db);
  const referenceDataImported = await importReferenceData(
    db,
    options.referenceDataDir ?? REFERENCE_DATA_DIR,
  );
  const demoDataSeeded = options.demoData
    ? await seedDemoData(db, new Date(), { uploadDir: options.uploadDir })
    : false;
  const demoAccountsLocked = options.demoData ? [] : await lockDemoAccounts(db);
  return { migrationsApplied, referenceDataImported, demoDataSeeded, demoAccountsLocked };
}
