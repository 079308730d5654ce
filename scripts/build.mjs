// Builds every app whose inputs changed since its last build (sequentially: the machine has two
// cores and one webpack build uses both). An app's inputs are its own files, the shared/
// packages it compiles in, and the lock file.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', 'mf-portal', 'mf-workbench', 'mf-trade', 'mf-chat', 'mf-member'];
const SKIPPED = new Set(['node_modules', 'dist', 'sourcemaps', 'test-results']);

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

function inputsHash(app) {
  const hash = createHash('sha256');
  const files = [
    ...filesUnder(path.join(root, app)),
    ...filesUnder(path.join(root, 'shared')),
    path.join(root, 'pnpm-lock.yaml'),
  ];
  for (const file of files.sort()) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function buildApps(apps = APPS) {
  for (const app of apps) {
    const stamp = path.join(root, app, 'dist', '.build-stamp');
    const wanted = inputsHash(app);
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) {
      console.log(`[build] ${app} is up to date`);
      continue;
    }
    if (pnpm(['--filter', app, 'build']) !== 0) throw new Error(`build of ${app} failed`);
    writeFileSync(stamp, wanted);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const requested = process.argv.slice(2);
  buildApps(requested.length ? requested : APPS);
}
