import { loadConfig } from '../config';
import type { Db } from '../platform/db/db';
import { openDatabase } from '../platform/db/open';

/** Shared frame of the command-line scripts: config from the environment, one db, exit code. */
export function runScript(name: string, body: (db: Db) => Promise<string>): void {
  const run = async () => {
    const db = await openDatabase(loadConfig());
    try {
      console.log(`${name}: ${await body(db)}`);
    } finally {
      await db.close();
    }
  };
  run().catch((error: unknown) => {
    console.error(`${name} failed:`, error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
