import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Client, Pool, type PoolClient } from 'pg';

/** What a query or a transaction body can do. Same SQL for PGlite and PostgreSQL. */
export interface DbExecutor {
  /**
   * `prepared` names a statement whose text never changes and whose best plan does not depend on
   * its parameters: PostgreSQL then parses it once per connection and, after a few runs, reuses
   * one plan instead of planning every run (PGlite plans every run either way).
   */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    prepared?: string,
  ): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends DbExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: DbExecutor) => Promise<T>): Promise<T>;
  /**
   * Runs fn while holding the lock `name` against every other process on this database (a
   * PostgreSQL advisory lock, per schema; PGlite admits one process, so there it only orders
   * callers within this one). For work that must not run twice at once, such as migrations.
   */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Receives the `NOTIFY`s of `channel` from every process on this database, in commit order.
   * `onListening(false)`: notices may be missed from now on (the listening connection was lost;
   * it reconnects by itself and says `true` once it listens again). Resolves once it listens.
   */
  listen(channel: string, handlers: NoticeHandlers): Promise<{ stop(): Promise<void> }>;
  close(): Promise<void>;
}

export interface NoticeHandlers {
  onNotice(payload: string): void;
  onListening(listening: boolean): void;
}

/**
 * Whether a query failed because the database cannot be reached or is restarting, rather than
 * because of the query: connection refused or cut, no connection within the pool's timeout,
 * SQLSTATE class 08 (connection exception) or 57P01–57P03 (shut down, starting up).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Read by shape, not instanceof: errors of Node's networking may come from another realm.
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE'].includes(code))
      return true;
    if (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code)) return true;
  }
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect/.test(message)
  );
}

/** Runs each call after the previous one has settled. */
function inProcessLock() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = last.then(fn, fn);
    last = run.catch(() => undefined);
    return run;
  };
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
  const locked = inProcessLock();
  return {
    kind: 'pglite',
    raw: pglite,
    withLock: (_name, fn) => locked(fn),
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
    // One process, one database: the connection cannot be lost.
    listen: async (channel, { onNotice, onListening }) => {
      const unlisten = await pglite.listen(channel, onNotice);
      onListening(true);
      return { stop: () => unlisten() };
    },
    close: () => pglite.close(),
  };
}

export interface PostgresSource {
  connectionString: string;
  /** Every pooled connection sets this search_path first (tests run one schema per file). */
  schema?: string;
  max?: number;
  /**
   * An idle connection's failure (the database restarted, a network cut): reported here instead
   * of crashing the process; the pool replaces the connection on the next query.
   */
  onConnectionError?: (error: Error) => void;
}

/** How long a query waits for a connection before failing (and the request answering 503). */
const CONNECT_TIMEOUT_MS = 5000;

function clientExecutor(client: Pool | PoolClient): DbExecutor {
  return {
    query: async (sql, params, prepared) => ({
      rows: (await client.query({ text: sql, values: params, name: prepared })).rows,
    }),
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
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  pool.on('error', (error) => source.onConnectionError?.(error));
  /**
   * A connection of the pool's for a transaction or a lock. While checked out, the pool no longer
   * listens to it: a connection cut between two of its queries (a database restart) would emit an
   * 'error' nobody handles and end the process. It is reported instead, and its next query fails.
   */
  const checkOut = async () => {
    const client = await pool.connect();
    let cut = false;
    const report = (error: Error) => {
      cut = true;
      source.onConnectionError?.(error);
    };
    client.on('error', report);
    return {
      client,
      release: (broken: boolean) => {
        client.off('error', report);
        client.release(broken || cut);
      },
    };
  };
  return {
    kind: 'postgres',
    ...clientExecutor(pool),
    transaction: async (fn) => {
      const { client, release } = await checkOut();
      // A connection that cannot even roll back is broken: destroyed, not returned to the pool.
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(clientExecutor(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        release(broken);
      }
    },
    withLock: async (name, fn) => {
      // A session lock on a connection of its own, held while fn works through the pool; keyed
      // by schema so that databases sharing a server (the tests' schemas) do not wait for each other.
      const { client, release } = await checkOut();
      const key = [name];
      let broken = false;
      try {
        await client.query("SELECT pg_advisory_lock(hashtext($1 || ':' || current_schema()))", key);
        try {
          return await fn();
        } finally {
          await client
            .query("SELECT pg_advisory_unlock(hashtext($1 || ':' || current_schema()))", key)
            .catch(() => {
              broken = true;
            });
        }
      } finally {
        release(broken);
      }
    },
    listen: (channel, handlers) => listenOnOwnConnection(source, channel, handlers),
    close: () => pool.end(),
  };
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

/** `LISTEN` on a connection outside the pool, held until stopped and replaced when lost. */
async function listenOnOwnConnection(
  source: PostgresSource,
  channel: string,
  { onNotice, onListening }: NoticeHandlers,
): Promise<{ stop(): Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  let client: Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  // The first connection's failure is the caller's; a later one's is retried here.
  const connect = async (first: boolean): Promise<void> => {
    const next = new Client({
      connectionString: source.connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (error) source.onConnectionError?.(error);
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      if (stopped || first) return;
      onListening(false);
      retry = setTimeout(() => void connect(false).catch(() => undefined), RELISTEN_DELAY_MS);
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      onLost(error as Error);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    first = false;
    onListening(true);
  };

  await connect(true);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
