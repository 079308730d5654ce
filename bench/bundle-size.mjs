// Prints, per app, the gzipped JavaScript it adds: its entry, its first screen (the exposed
// module's synchronous chunks, shared modules excluded) and the shared singletons it can provide.
// Goal (docs/performance.md): a remote's entry plus first screen ≤ 60 KiB beyond what is shared.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['shell', 'mf-portal', 'mf-workbench', 'mf-trade', 'mf-chat', 'mf-member'];
const kib = (bytes) => (bytes / 1024).toFixed(1);
const gz = (dist, files) =>
  files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );

const rows = [];
for (const app of APPS) {
  const dist = path.join(root, app, 'dist');
  if (!existsSync(dist)) {
    console.error(`${app}: not built (run npm start or node scripts/build.mjs first)`);
    continue;
  }
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const sharedFiles = new Set(
    manifest.shared.flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]),
  );
  const exposedSync = manifest.exposes
    .flatMap((entry) => entry.assets.js.sync)
    .filter((file) => !sharedFiles.has(file));
  const entry = app === 'shell' ? ['main.js'] : ['remoteEntry.js'];
  const allJs = readdirSync(dist).filter((file) => file.endsWith('.js'));
  rows.push({
    app,
    'entry KiB': kib(gz(dist, entry)),
    'first screen KiB': app === 'shell' ? '—' : kib(gz(dist, exposedSync)),
    'entry + first screen KiB': app === 'shell' ? '—' : kib(gz(dist, [...entry, ...exposedSync])),
    'shared provided KiB': kib(gz(dist, [...sharedFiles])),
    'all JS KiB': kib(gz(dist, allJs)),
  });
}
console.log('Gzipped JavaScript per app (level 9)');
console.table(rows);
