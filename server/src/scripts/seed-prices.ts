import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DbExecutor } from '../platform/db/db';
import { csvBatch, importBatch } from '../modules/prices/price-source';

/**
 * The demo's sample prices (docs/prices-and-pavilions.md): monthly observations of every
 * commodity in 2024–2025, plausible but not market data. Their source is `sample`, which the
 * prices page shows as sample data. Only the demo seed loads them.
 */
export const SAMPLE_PRICES_FILE = path.resolve(__dirname, '../../data/demo/prices-sample.csv');

export async function seedDemoPrices(tx: DbExecutor, now: Date): Promise<void> {
  const batch = csvBatch('prices-sample.csv', readFileSync(SAMPLE_PRICES_FILE, 'utf8'));
  await importBatch(tx, batch, { now });
}

/** Companies have no province: the Shandong pavilion features the demo's Qingdao trader. */
export async function seedDemoPavilions(tx: DbExecutor): Promise<void> {
  await tx.query(
    `INSERT INTO pavilion_companies (pavilion, company_id, sort)
     SELECT 'shandong', id, 1 FROM companies WHERE credit_code = 'CN-DEMO-SHANDONG'
     ON CONFLICT DO NOTHING`,
  );
}
