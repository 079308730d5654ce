import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open';
import { prepareDatabase } from './prepare';
import { DEMO_LOGINS, DEMO_PASSWORD } from './scripts/seed-demo';

async function main() {
  const config = loadConfig();
  const db = await openDatabase(config);
  const report = await prepareDatabase(db, {
    demoData: config.demoData,
    uploadDir: config.fileStorage === 'local' ? path.join(config.dataDir, 'uploads') : undefined,
  });
  const app = await buildApp({
    config,
    db,
    rateLimits: config.rateLimits,
    connectionLimits: config.connectionsPerIp ? { perIp: config.connectionsPerIp } : {},
  });
  app.log.info(report, 'database ready');
  if (report.demoAccountsLocked.length > 0) {
    app.log.warn(
      { usernames: report.demoAccountsLocked },
      'demo accounts found outside demo mode: their published password no longer signs in',
    );
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${config.dataDir}/pglite`;
  const realtime = config.redisUrl
    ? 'socket.io at /hg/socket.io, shared with other processes through REDIS_URL'
    : 'socket.io at /hg/socket.io, this process only (set REDIS_URL to run several)';
  console.log(
    `\nPortal: http://localhost:${config.port}\nDatabase: ${where}\nReal-time: ${realtime}`,
  );
  if (config.demoData) {
    console.log(`\nDemo logins (password ${DEMO_PASSWORD}):`);
    console.table(DEMO_LOGINS.map(({ login, role }) => ({ login, role })));
  }
  const conveniences = [
    config.demoData &&
      `DEMO_DATA: sample companies and accounts with the published password ${DEMO_PASSWORD}`,
    config.devOutbox &&
      `DEV_OUTBOX: every verification code is readable by anyone at /dev/outbox (host ${config.host})`,
  ].filter(Boolean);
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
