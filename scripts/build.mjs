// `npm run build` (`node scripts/build.mjs`): installs as needed, builds every app whose inputs
// changed since its last build (sequentially: the machine has two cores and one webpack build
// uses both; an app's inputs are its own files, the shared/ packages it compiles in, and the lock
// file), then compiles the server into server/dist/ for plain `node` (`npm run serve`).
// `node scripts/build.mjs <app|server>…` builds only those, without installing.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installWorkspace } from './install.mjs';
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

const serverDir = path.join(root, 'server');
export const SERVER_DIST = path.join(serverDir, 'dist');
/** Bundle name → entry: the server, and the migrations alone for a production `migrate`. */
const SERVER_ENTRIES = { main: 'src/main.ts', migrate: 'src/scripts/migrate.ts' };

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Which imports stay `require()`s: Node's built-ins and the server's own dependencies, loaded
 * from server/node_modules at run time as under tsx (PGlite finds its wasm files, pg its
 * optional parts). The @portal/* workspace packages are TypeScript source and are compiled in,
 * with any third-party package they use that the server does not depend on itself.
 */
function externals(dependencies, bundledPackages) {
  return {
    name: 'portal-externals',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const name = packageName(args.path);
        if (name.startsWith('@portal/')) return undefined;
        if (dependencies.has(name)) return { path: args.path, external: true };
        bundledPackages.add(name);
        return undefined;
      });
    },
  };
}

/**
 * What a source file learns about where it runs, adjusted for the bundle:
 * - `__dirname` is the bundle's folder, server/dist/. Each server source's own `__dirname`
 *   (server/src/<dir>) becomes server/dist/<dir>, so the paths built from it keep working: `../..`
 *   is still the repo root (config.ts), `../../data/…` still server/data/
 *   (scripts/import-data.ts, scripts/seed-prices.ts), and `migrations` (platform/db/migrate.ts) is the copy
 *   made in server/dist/platform/db/migrations/.
 * - `require.main === module` ("run as a script") would hold for every module compiled into a
 *   bundle that is run: the server would also run import-data and seed-demo. It is false except
 *   in a bundle's entry.
 * A source of another package that uses `__dirname` or `import.meta`, or a `require.main` test
 * of another form, would read the wrong place or run the wrong code, so it stops the build.
 */
function sourceLocations(entries) {
  const srcDir = path.join(serverDir, 'src');
  const entryFiles = new Set(entries.map((entry) => path.join(serverDir, entry)));
  const SCRIPT_GUARD = /\brequire\.main\s*===\s*module\b/g;
  return {
    name: 'portal-source-locations',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.split(path.sep).includes('node_modules')) return undefined;
        const original = readFileSync(args.path, 'utf8');
        const dir = path.relative(srcDir, path.dirname(args.path));
        let code = original;
        if (!entryFiles.has(args.path)) code = code.replace(SCRIPT_GUARD, 'false');
        const problem =
          /\bimport\.meta\b/.test(code) || (dir.startsWith('..') && /\b__dirname\b/.test(code))
            ? 'reads files relative to its source (__dirname or import.meta)'
            : !entryFiles.has(args.path) && /\brequire\.main\b/.test(code)
              ? 'tests require.main in a form the build does not rewrite'
              : undefined;
        if (problem) {
          const file = path.relative(root, args.path);
          return {
            errors: [{ text: `${file} ${problem}: see sourceLocations in scripts/build.mjs` }],
          };
        }
        const here = JSON.stringify(dir.split(path.sep).join('/') || '.');
        code = code.replace(/\b__dirname\b/g, `require("node:path").join(__dirname, ${here})`);
        if (code === original) return undefined;
        return { contents: code, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * Compiles the server into server/dist/ (main.js, migrate.js, with source maps) plus the files
 * it reads beside its sources at run time: the migrations. Replaces what was there.
 */
export async function buildServer() {
  const started = Date.now();
  // esbuild is the server's devDependency: resolved from there.
  const esbuild = createRequire(path.join(serverDir, 'package.json'))('esbuild');
  const { dependencies = {} } = JSON.parse(
    readFileSync(path.join(serverDir, 'package.json'), 'utf8'),
  );
  const bundledPackages = new Set();
  rmSync(SERVER_DIST, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: serverDir,
    entryPoints: SERVER_ENTRIES,
    outdir: SERVER_DIST,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [
      externals(new Set(Object.keys(dependencies)), bundledPackages),
      sourceLocations(Object.values(SERVER_ENTRIES)),
    ],
  });
  if (result.warnings.length > 0) throw new Error('server build: fix the warnings above');
  cpSync(
    path.join(serverDir, 'src/platform/db/migrations'),
    path.join(SERVER_DIST, 'platform/db/migrations'),
    {
      recursive: true,
    },
  );
  const size = Object.keys(SERVER_ENTRIES)
    .map(
      (name) =>
        `${name}.js ${(statSync(path.join(SERVER_DIST, `${name}.js`)).size / 1024).toFixed(0)} kB`,
    )
    .join(', ');
  const compiledIn = bundledPackages.size
    ? `; compiled in: ${[...bundledPackages].sort().join(', ')}`
    : '';
  console.log(`[build] server → server/dist (${size}${compiledIn}) in ${Date.now() - started} ms`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const requested = process.argv.slice(2);
  const unknown = requested.filter((name) => name !== 'server' && !APPS.includes(name));
  if (unknown.length > 0) {
    console.error(`[build] unknown: ${unknown.join(', ')} (apps: ${APPS.join(', ')}, or server)`);
    process.exit(1);
  }
  if (requested.length === 0) installWorkspace();
  const apps = requested.length ? requested.filter((name) => name !== 'server') : APPS;
  if (apps.length > 0) buildApps(apps);
  if (requested.length === 0 || requested.includes('server')) await buildServer();
}
