// `npm run migrate`: what a starting server does with MIGRATE_ON_START — migrations, reference
// data and data steps under the database's prepare lock (demo data only with DEMO_DATA=true) — as
// a step of its own, from what `npm run build` made (server/dist/migrate.js) with NODE_ENV=production
// and the settings of the environment. Run it before a rollout whose replicas have
// MIGRATE_ON_START=false (docs/deploy.md); the exit status is the migration's.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_DIST } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrate = path.join(SERVER_DIST, 'migrate.js');
if (!existsSync(migrate)) {
  console.error(`[migrate] missing ${path.relative(root, migrate)}: run npm run build first`);
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--enable-source-maps', migrate], {
  // As the server, in server/: relative paths resolve from there.
  cwd: path.join(root, 'server'),
  env: { ...process.env, NODE_ENV: 'production' },
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
