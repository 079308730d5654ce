// Prints, per app, the JavaScript it adds as the server sends it — the build's precompressed .gz
// and .br twins, which the server sends to a browser accepting gzip or brotli, or the file itself
// where the build kept no twin (it compressed too little): its entry, its first screen (the
// exposed module's synchronous chunks, shared modules excluded) and the shared singletons it can
// provide. Goal (docs/performance.md): a remote's entry plus first screen ≤ 60 KiB gzip beyond
// what is shared.
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['shell', 'mf-portal', 'mf-workbench', 'mf-trade', 'mf-chat', 'mf-member'];
const kib = (bytes) => (bytes / 1024).toFixed(1);
/** The bytes sent for the files to a browser accepting `extension`'s encoding (gz or br). */
const served = (dist, files, extension) =>
  files.reduce((sum, file) => {
    const twin = path.join(dist, `${file}.${extension}`);
    return sum + statSync(existsSync(twin) ? twin : path.join(dist, file)).size;
  }, 0);
const gz = (dist, files) => served(dist, files, 'gz');
const br = (dist, files) => served(dist, files, 'br');

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
    'entry + first screen KiB br':
      app === 'shell' ? kib(br(dist, entry)) : kib(br(dist, [...entry, ...exposedSync])),
    'shared provided KiB': kib(gz(dist, [...sharedFiles])),
    'all JS KiB': kib(gz(dist, allJs)),
  });
}
console.log('JavaScript per app as served, KiB gzip (and brotli where named)');
console.table(rows);
