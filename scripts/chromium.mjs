// Finds a Chromium for the browser tests: CHROMIUM_PATH, then Debian's /usr/bin/chromium; if
// there is none, installs Debian's package (as root with apt) or Playwright's own build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function sh(command, args) {
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

export function ensureChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH))
    return process.env.CHROMIUM_PATH;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
    console.log('[setup] installing Debian chromium');
    if (
      sh('apt-get', ['update']) &&
      sh('apt-get', ['install', '-y', 'chromium']) &&
      existsSync(DEBIAN_CHROMIUM)
    ) {
      return DEBIAN_CHROMIUM;
    }
  }
  console.log("[setup] installing Playwright's chromium");
  const playwright = path.join(root, 'e2e', 'node_modules', '.bin', 'playwright');
  if (!sh(playwright, ['install', 'chromium'])) throw new Error('no Chromium could be installed');
  return playwrightChromiumPath();
}

function playwrightChromiumPath() {
  const script = "process.stdout.write(require('@playwright/test').chromium.executablePath())";
  return spawnSync(process.execPath, ['-e', script], {
    cwd: path.join(root, 'e2e'),
    encoding: 'utf8',
  }).stdout;
}
