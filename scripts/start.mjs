// `npm start`: install, build what changed, then run the portal server on its embedded
// defaults (PGlite in .data/, demo data on first run). The server prints the URL and logins.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installWorkspace } from './install.mjs';
import { buildApps } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

installWorkspace();
buildApps();

const server = spawn(path.join(root, 'server', 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
  cwd: path.join(root, 'server'),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
