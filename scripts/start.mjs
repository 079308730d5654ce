// `npm start`: install, build what changed, then run the portal server on its embedded
// defaults (PGlite in .data/) as the demo: sample data and the development outbox, on loopback
// only. The server itself is safe by default; this command asks for the conveniences, and the
// server announces them loudly. Each can be overridden from the environment (DEMO_DATA=false …).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installWorkspace } from './install.mjs';
import { buildApps } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

installWorkspace();
buildApps();

const DEMO_ENVIRONMENT = {
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  DEMO_DATA: 'true',
  DEV_OUTBOX: 'true',
};
const unset = (name) => process.env[name] === undefined || process.env[name] === '';
const env = { ...process.env };
for (const [name, value] of Object.entries(DEMO_ENVIRONMENT)) if (unset(name)) env[name] = value;

const server = spawn(path.join(root, 'server', 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
  cwd: path.join(root, 'server'),
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
