import path from 'node:path';
import { loadConfig } from '../config';
import { migrate } from '../platform/db/migrate';
import { describeProblem } from '../modules/prices/messages';
import { CsvFolderSource, importPriceSource } from '../modules/prices/price-source';
import { runScript } from './run-script';

/**
 * Imports the price CSV files of a folder (default `<DATA_DIR>/prices`; or the first argument)
 * that are new or changed since their last import (docs/prices-and-pavilions.md). Run it by hand
 * or from cron after dropping a file in; a refused file is reported with its line and field and
 * leaves the others imported.
 */
if (require.main === module) {
  runScript('import-prices', async (db) => {
    await migrate(db);
    const dir = path.resolve(process.argv[2] ?? path.join(loadConfig().dataDir, 'prices'));
    const report = await importPriceSource(db, new CsvFolderSource(dir), new Date());
    for (const { error } of report.refused) {
      console.error(describeProblem(error.problem, error.place, 'en'));
      process.exitCode = 1;
    }
    return [
      `${dir}:`,
      report.imported.map((file) => `${file.name} ${file.rows} rows`).join(', ') || 'nothing new',
      report.unchanged.length ? `(${report.unchanged.length} unchanged)` : '',
      report.refused.length ? `${report.refused.length} refused` : '',
    ]
      .filter(Boolean)
      .join(' ');
  });
}
