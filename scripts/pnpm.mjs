// Runs the project's pinned pnpm, installing it into .tools/ on first use so that a machine
// with only Node and npm can build the workspace.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PNPM_VERSION = '10.34.8';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = path.join(root, '.tools');
const pnpmEntry = path.join(toolsDir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

function installedVersion() {
  try {
    const out = spawnSync(process.execPath, [pnpmEntry, '--version'], { encoding: 'utf8' });
    return out.stdout.trim();
  } catch {
    return '';
  }
}

export function ensurePnpm() {
  if (existsSync(pnpmEntry) && installedVersion() === PNPM_VERSION) return pnpmEntry;
  console.log(`[setup] installing pnpm ${PNPM_VERSION} into .tools/`);
  const result = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      toolsDir,
      '--no-save',
      '--no-audit',
      '--no-fund',
      `pnpm@${PNPM_VERSION}`,
    ],
    { stdio: 'inherit', cwd: root },
  );
  if (result.status !== 0) throw new Error('could not install pnpm');
  return pnpmEntry;
}

export function pnpm(args, options = {}) {
  const entry = ensurePnpm();
  const result = spawnSync(process.execPath, [entry, ...args], {
    stdio: 'inherit',
    cwd: root,
    ...options,
  });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2)));
}
