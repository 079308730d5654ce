import { runDataSteps, type DataStepResult } from './data-steps';
import type { Db } from './platform/db/db';
import type { FileStorage } from './platform/files/file-storage';
import { migrate } from './platform/db/migrate';
import { importReferenceData, REFERENCE_DATA_DIR, type ImportResult } from './scripts/import-data';
import { lockDemoAccounts, seedDemoData } from './scripts/seed-demo';

export interface PrepareOptions {
  demoData: boolean;
  referenceDataDir?: string;
  /** Where uploads live: the demo data's generated pictures are put there. */
  fileStorage?: FileStorage;
}

export interface PrepareReport {
  migrationsApplied: string[];
  referenceDataImported: ImportResult[];
  /** Data steps run on existing rows (db/data-steps.ts), such as re-normalising search texts. */
  dataStepsRun: DataStepResult[];
  demoDataSeeded: boolean;
  /** Demo accounts found outside demo mode whose published password was replaced. */
  demoAccountsLocked: string[];
}

/**
 * Brings a database to a usable state: schema migrations, reference data whose files changed,
 * data steps not yet run at their current version (db/data-steps.ts), and the demo data set if
 * asked for and the database is empty (outside demo mode, demo accounts left over from an earlier
 * demo run are locked). Every step is a no-op when already done, so start-up on a prepared
 * database costs a few queries. Holds the database's prepare lock throughout: replicas that
 * start together, and `npm run migrate` beside them, take turns, and the later ones find the
 * work done.
 */
export function prepareDatabase(db: Db, options: PrepareOptions): Promise<PrepareReport> {
  return db.withLock('portal:prepare', () => prepareUnlocked(db, options));
}

async function prepareUnlocked(db: Db, options: PrepareOptions): Promise<PrepareReport> {
  const migrationsApplied = await migrate(db);
  const referenceDataImported = await importReferenceData(
    db,
    options.referenceDataDir ?? REFERENCE_DATA_DIR,
  );
  const dataStepsRun = await runDataSteps(db);
  const demoDataSeeded = options.demoData
    ? await seedDemoData(db, new Date(), { fileStorage: options.fileStorage })
    : false;
  const demoAccountsLocked = options.demoData ? [] : await lockDemoAccounts(db);
  return {
    migrationsApplied,
    referenceDataImported,
    dataStepsRun,
    demoDataSeeded,
    demoAccountsLocked,
  };
}
