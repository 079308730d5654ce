import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Pool, type PoolClient } from 'pg';

/** What a query or a transaction body can do. Same SQL for PGlite and PostgreSQL. */
export interface DbExecutor {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends DbExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: DbExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface PgliteSource {
  /** File-backed data directory; omitted for an in-memory database. */
  dataDir?: string;
  /** A tarball from `dumpDataDir`, loaded instead of running initdb (fast test databases). */
  loadDataDir?: Blob;
}

export async function openPglite(source: PgliteSource): Promise<Db & { raw: PGlite }> {
  // pg_trgm backs the product search (migration 011); PGlite ships it as a loadable extension.
  const pglite = await PGlite.create({
    dataDir: source.dataDir,
    loadDataDir: source.loadDataDir,
    extensions: { pg_trgm },
  });
  return {
    kind: 'pglite',
    raw: pglite,
    query: async (sql, params) => ({ rows: (await pglite.query(sql, params)).rows as never[] }),
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    transaction: (fn) =>
      pglite.transaction((tx) =>
        fn({
          query: async (sql, params) => ({ rows: (await tx.query(sql, params)).rows as never[] }),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => pglite.close(),
  };
}

export interface PostgresSource {
  connectionString: string;
  /** Every pooled connection sets this search_path first (tests run one schema per file). */
  schema?: string;
  max?: number;
}

function clientExecutor(client: Pool | PoolClient): DbExecutor {
  return {
    query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows }),
    exec: async (sql) => {
      await client.query(sql);
    },
  };
}

export function openPostgres(source: PostgresSource): Db {
  const { schema } = source;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`invalid schema name: ${schema}`);
  const pool = new Pool({
    connectionString: source.connectionString,
    max: source.max ?? 10,
    // Part of the connection's start-up, so no query can ever see the default schema.
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  return {
    kind: 'postgres',
    ...clientExecutor(pool),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientExecutor(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
