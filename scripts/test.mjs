// `npm test`: install and build as needed, then every test — lint, format and type checks (one
// test each), unit and API tests (Jest; the API tests on PGlite, or on PostgreSQL when
// DATABASE_URL is set, with the PGlite-specific ones still on PGlite), then the browser tests
// (Playwright on Chromium) — then the skipped tests by name, and one closing line:
// `N passed, N failed, N skipped`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installWorkspace } from './install.mjs';
import { APPS, buildApps } from './build.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensureHaproxy } from './haproxy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.test-results');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const announce = (command, args) =>
  console.log(`\n[test] ${[path.basename(command), ...args].join(' ')}`);

function run(command, args, env) {
  announce(command, args);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
}

/** Like `run`, its output held until it ends, so that checks running side by side stay readable. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      announce(command, args);
      process.stdout.write(Buffer.concat(output));
      resolve(status ?? 1);
    });
  });
}

function withoutDatabase(env) {
  const embedded = { ...env };
  delete embedded.DATABASE_URL;
  return embedded;
}

// A skipped test is named in the summary: a test that needs a service the machine lacks must
// not pass unseen.
function jestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: [] };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const skipped = report.testResults.flatMap((suite) =>
    suite.assertionResults
      .filter((test) => ['pending', 'skipped', 'todo'].includes(test.status))
      .map((test) => `${path.relative(root, suite.name)}: ${test.fullName}`),
  );
  // A suite that fails to load has no tests; count it as a failure so it cannot hide.
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    skipped,
  };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: [] };
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  const skippedIn = (suite, titles) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'skipped')
        .map((test) => `${test.projectName}: ${[...titles, spec.title].join(' › ')}`),
    ),
    ...(suite.suites ?? []).flatMap((inner) => skippedIn(inner, [...titles, inner.title])),
  ];
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (stats.errors?.length ?? 0),
    skipped: suites.flatMap((suite) => skippedIn(suite, [suite.title])),
  };
}

// With DATABASE_URL set (CI), the API tests run on PostgreSQL, the production database, and the
// embedded pass keeps only those about PGlite itself: migrating and seeding under its lock, a
// database restart, the production server on a data directory, and one connection shared by
// concurrent work (an upload held open, two servers on one database). Running every API test on
// both cost about five minutes of every CI run; every route still runs on PGlite in the browser
// tests, whose server is the embedded default. Without DATABASE_URL every API test runs on PGlite.
const EMBEDDED_ENGINE_TESTS = [
  'server/test/db/',
  'server/test/database-restart.test.ts',
  'server/test/production/serve.test.ts',
  'server/test/routes/files.test.ts',
  'server/test/notification-outbox.test.ts',
  'server/test/routes/demand-expiry.test.ts',
  'server/test/shared-limits.test.ts',
];
// A renamed file would silently drop out of the selection: name it instead.
const missing = EMBEDDED_ENGINE_TESTS.filter((test) => !existsSync(path.join(root, test)));
if (missing.length > 0)
  throw new Error(`EMBEDDED_ENGINE_TESTS names what is not there: ${missing.join(', ')}`);

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
installWorkspace();
buildApps();
const chromiumPath = ensureChromium();
process.env.HAPROXY_PATH = ensureHaproxy();

const totals = { passed: 0, failed: 0, skipped: [] };
const add = ({ passed, failed, skipped = [] }) => {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped.push(...skipped);
};

// Type checks: the apps and the shared packages in one program (tsconfig.frontend.json: they
// share one configuration, and antd's and React's types are read once, not once per package:
// 25 s instead of 150 s on this machine), and the server in another. Each package's own
// tsconfig.json stays what its team checks alone.
// Each check is one single-threaded process: one per core at a time. ESLint, the longest, first.
const checks = [
  [bin('eslint'), '.'],
  [bin('tsc'), '-p', 'tsconfig.frontend.json', '--noEmit'],
  [bin('tsc'), '-p', 'server', '--noEmit'],
  [bin('prettier'), '--check', '.'],
];
const pending = [...checks];
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    for (let check = pending.shift(); check; check = pending.shift()) {
      const passed = (await runQuietly(check[0], check.slice(1))) === 0;
      add({ passed: passed ? 1 : 0, failed: passed ? 0 : 1 });
    }
  }),
);

// Jest's default leaves one core to its own process, which mostly waits: on two cores that is a
// single worker. One worker per core took a third off the API tests' time on this machine.
const jestWorkers = `--maxWorkers=${availableParallelism()}`;

// Jest matches each pattern against a test's absolute path and its path within its project: only
// the first starts with the workspace's root, so this one picks every test outside server/.
const outsideServer = `^${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(?!server/)`;
const embeddedSelection = process.env.DATABASE_URL ? [outsideServer, ...EMBEDDED_ENGINE_TESTS] : [];
const embedded = path.join(results, 'jest-embedded.json');
run(
  bin('jest'),
  ['--ci', jestWorkers, '--json', `--outputFile=${embedded}`, ...embeddedSelection],
  withoutDatabase(process.env),
);
add(jestCounts(embedded));

if (process.env.DATABASE_URL) {
  const postgres = path.join(results, 'jest-postgres.json');
  run(
    bin('jest'),
    [
      '--ci',
      jestWorkers,
      '--selectProjects',
      'server (postgres)',
      '--json',
      `--outputFile=${postgres}`,
    ],
    process.env,
  );
  add(jestCounts(postgres));
}

// The stories, which change data, one at a time; then the tours of every route, which only read,
// two at a time (e2e/playwright.config.ts).
const playwright = path.join(root, 'e2e', 'node_modules', '.bin', 'playwright');
const stories = ['portal', ...APPS.filter((app) => app !== 'shell')];
for (const [pass, args] of [
  ['playwright', stories.map((project) => `--project=${project}`)],
  ['playwright-tours', ['--project=tours', '--workers=2']],
]) {
  run(playwright, ['test', '-c', 'e2e/playwright.config.ts', ...args], {
    ...process.env,
    CHROMIUM_PATH: chromiumPath,
    E2E_PASS: pass,
  });
  add(playwrightCounts(path.join(results, `${pass}.json`)));
}

if (totals.skipped.length > 0)
  console.log(`\nSkipped:\n${totals.skipped.map((test) => `  - ${test}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped.length} skipped`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
