import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db, DbExecutor } from './db';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => ({
      version: Number(MIGRATION_FILE.exec(file)![1]),
      name: file,
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction,
 * in version order. Safe to call on every start-up. Returns the names of those applied.
 */
export async function migrate(db: Db, migrations = listMigrations()): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`);
  const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const newlyApplied: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
    newlyApplied.push(migration.name);
  }
  return newlyApplied;
}

/**
 * Whether every migration this build knows of has been applied (readiness: a replica of a newer
 * build must not take traffic on an older schema). False while the table does not exist yet.
 */
export async function migrationsCurrent(
  db: DbExecutor,
  migrations = listMigrations(),
): Promise<boolean> {
  const present = await db.query<{ present: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS present",
  );
  if (!present.rows[0]?.present) return false;
  const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.name));
  return migrations.every((migration) => applied.has(migration.name));
}
