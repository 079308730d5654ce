// Installs the workspace with the pinned pnpm and its frozen lock file, unless the lock file is
// unchanged since the last install.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'node_modules', '.portal-install-stamp');

export function installWorkspace() {
  const lock = createHash('sha256')
    .update(readFileSync(path.join(root, 'pnpm-lock.yaml')))
    .digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lock) {
    console.log('[setup] dependencies are up to date');
    return;
  }
  if (pnpm(['install', '--frozen-lockfile']) !== 0) throw new Error('pnpm install failed');
  writeFileSync(stamp, lock);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) installWorkspace();
