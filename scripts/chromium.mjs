// Finds a Chromium for the browser tests: CHROMIUM_PATH, then Debian's /usr/bin/chromium; if
// there is none, installs Debian's package (as root with apt) or Playwright's own build. Also
// installs the CJK fonts Chinese users have (Debian's Noto CJK), so pages render and measure as
// they do for them rather than in a fallback font.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const NOTO_CJK = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

function sh(command, args) {
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

function canApt() {
  return process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
}

function ensureCjkFonts() {
  if (existsSync(NOTO_CJK)) return;
  if (canApt()) {
    console.log('[setup] installing Debian fonts-noto-cjk');
    if (
      sh('apt-get', ['install', '-y', 'fonts-noto-cjk']) ||
      (sh('apt-get', ['update']) && sh('apt-get', ['install', '-y', 'fonts-noto-cjk']))
    )
      return;
  }
  console.log('[setup] no Noto CJK fonts (fonts-noto-cjk): Chinese renders in a fallback font');
}

export function ensureChromium() {
  ensureCjkFonts();
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH))
    return process.env.CHROMIUM_PATH;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (canApt()) {
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
