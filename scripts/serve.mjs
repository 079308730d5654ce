// `npm run serve`: runs what `npm run build` made — `node server/dist/main.js` with
// NODE_ENV=production and every other setting from the environment as given (server/README.md).
// It installs nothing, builds nothing and uses no tsx. Exit status: the server's; after a signal,
// 128 + its number (SIGINT 130, SIGTERM 143), never 0.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, SERVER_DIST } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'server');
const main = path.join(SERVER_DIST, 'main.js');

// The server runs in server/ (as under `npm start`), so relative paths resolve from there.
const staticRoot = path.resolve(serverDir, process.env.STATIC_ROOT || root);
const appEntry = (app) => (app === 'shell' ? 'index.html' : 'mf-manifest.json');
const missing = [
  main,
  ...APPS.map((app) => path.join(staticRoot, app, 'dist', appEntry(app))),
].filter((file) => !existsSync(file));
if (missing.length > 0) {
  const names = missing.map((file) => path.relative(root, file) || file);
  console.error(`[serve] missing ${names.join(', ')}: run npm run build first`);
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', main], {
  cwd: serverDir,
  env: { ...process.env, NODE_ENV: 'production' },
  stdio: ['ignore', 'inherit', 'inherit'],
  // Its own process group: a Ctrl-C in the terminal reaches this process only, which passes it
  // on once (a second copy would end the server before its shutdown finished).
  detached: true,
});

let received;
const forward = (signal, as = signal) => {
  received ??= as;
  server.kill(as);
};
process.on('SIGINT', () => forward('SIGINT'));
process.on('SIGTERM', () => forward('SIGTERM'));
// The terminal went away: stop the server in order rather than leave it running on its own.
process.on('SIGHUP', () => forward('SIGHUP', 'SIGTERM'));

server.on('error', (error) => {
  console.error(`[serve] could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (signal) process.exit(128 + constants.signals[signal]);
  if (code === 0 && received) process.exit(128 + constants.signals[received]);
  process.exit(code ?? 1);
});
