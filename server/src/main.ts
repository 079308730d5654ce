import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './platform/db/open';
import { createFileStorage } from './platform/files/file-storage';
import { prepareDatabase } from './prepare';
import { DEMO_LOGINS, DEMO_PASSWORD } from './scripts/seed-demo';

/** Exit status of a process ended by a signal, as shells report it (SIGTERM → 143). */
const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 } as const;

async function main() {
  const config = loadConfig();
  let reportConnectionError = (error: Error) => console.error('database connection lost', error);
  const db = await openDatabase(config, (error) => reportConnectionError(error));
  const report = config.migrateOnStart
    ? await prepareDatabase(db, {
        demoData: config.demoData,
        fileStorage: createFileStorage(config) ?? undefined,
      })
    : null;
  const app = await buildApp({
    config,
    db,
    rateLimits: config.rateLimits,
    connectionLimits: config.connectionsPerIp ? { perIp: config.connectionsPerIp } : {},
  });
  reportConnectionError = (error) =>
    app.log.warn({ err: error }, 'database connection lost; the pool reconnects on demand');
  if (report) app.log.info(report, 'database ready');
  else app.log.info('MIGRATE_ON_START=false: /readyz reports ready once `npm run migrate` has run');
  if (report && report.demoAccountsLocked.length > 0) {
    app.log.warn(
      { usernames: report.demoAccountsLocked },
      'demo accounts found outside demo mode: their published password no longer signs in',
    );
  }

  // Stop taking connections, end the sockets (clients reconnect to another replica), let the
  // requests in flight finish, then close the database; past the timeout, give up with 1.
  let stopping = false;
  const shutdown = async (signal: keyof typeof SIGNAL_EXIT) => {
    // A supervisor may signal every process of the group, or twice: one shutdown is enough.
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, timeoutSeconds: config.shutdownTimeoutSeconds }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown timed out; exiting with work unfinished');
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000).unref();
    try {
      await app.close();
      await db.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(SIGNAL_EXIT[signal]);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${config.dataDir}/pglite`;
  const realtime = config.redisUrl
    ? 'socket.io at /hg/socket.io, shared with other processes through REDIS_URL'
    : 'socket.io at /hg/socket.io, this process only (set REDIS_URL to run several)';
  const conveniences = [
    config.demoData &&
      `DEMO_DATA: sample companies and accounts with the published password ${DEMO_PASSWORD}`,
    config.devOutbox &&
      `DEV_OUTBOX: every verification code is readable by anyone at /dev/outbox (host ${config.host})`,
  ].filter((line): line is string => Boolean(line));

  // In production the log is JSON lines for a collector: the same facts as log records, not as
  // text between them. A person running the portal by hand gets the banner.
  if (config.nodeEnv === 'production') {
    app.log.info({ port: config.port, database: where, realtime }, 'portal listening');
    if (conveniences.length > 0)
      app.log.warn({ conveniences }, 'DEMO MODE: never expose this server to real users');
    return;
  }
  console.log(
    `\nPortal: http://localhost:${config.port}\nDatabase: ${where}\nReal-time: ${realtime}`,
  );
  if (config.demoData) {
    console.log(`\nDemo logins (password ${DEMO_PASSWORD}):`);
    console.table(DEMO_LOGINS.map(({ login, role }) => ({ login, role })));
  }
  if (conveniences.length > 0) {
    const rule = '!'.repeat(78);
    console.warn(
      [
        '',
        rule,
        '!! DEMO MODE: development conveniences are on. Never expose this server to real users.',
        ...conveniences.map((line) => `!!   ${line}`),
        rule,
      ].join('\n'),
    );
  }
}

main().catch((error: unknown) => {
  // A bad environment is the operator's to fix: say what is wrong without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
