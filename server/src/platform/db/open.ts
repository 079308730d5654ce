import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { openPglite, openPostgres, type Db } from './db';

/**
 * The one place that chooses PostgreSQL (DATABASE_URL set) or a file-backed PGlite.
 * `onConnectionError` hears of pooled PostgreSQL connections that fail while idle.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onConnectionError?: (error: Error) => void,
): Promise<Db> {
  if (config.databaseUrl)
    return openPostgres({ connectionString: config.databaseUrl, onConnectionError });
  const dataDir = path.join(config.dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  return openPglite({ dataDir });
}
