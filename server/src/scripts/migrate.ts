import { loadConfig } from '../config';
import { createFileStorage } from '../platform/files/file-storage';
import { prepareDatabase } from '../prepare';
import { runScript } from './run-script';

// `npm run migrate`: what a starting server does with MIGRATE_ON_START (schema migrations,
// reference data, data steps; demo data only with DEMO_DATA=true), under the same lock, so it can
// run as a job of its own before a rollout while replicas of the previous build keep serving.
runScript('migrate', async (db) => {
  const config = loadConfig();
  const report = await prepareDatabase(db, {
    demoData: config.demoData,
    fileStorage: createFileStorage(config) ?? undefined,
  });
  const names = (items: { name: string }[]) => items.map((item) => item.name).join(', ');
  return [
    report.migrationsApplied.length
      ? `applied ${report.migrationsApplied.join(', ')}`
      : 'schema up to date',
    report.referenceDataImported.length
      ? `imported ${names(report.referenceDataImported)}`
      : 'reference data up to date',
    report.dataStepsRun.length ? `ran ${names(report.dataStepsRun)}` : 'data steps up to date',
    report.demoDataSeeded ? 'demo data seeded' : null,
  ]
    .filter(Boolean)
    .join('; ');
});
