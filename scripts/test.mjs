// `npm test`: install and build as needed, then every test — lint, format and type checks (one
// test each), unit and API tests (Jest; the API tests on PGlite, and again on PostgreSQL when
// DATABASE_URL is set), then the browser tests (Playwright on Chromium) — and one closing line:
// `N passed, N failed`.
import { spawnSync } from 'node:child_process';
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

function run(command, args, env) {
  console.log(`\n[test] ${[path.basename(command), ...args].join(' ')}`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
}

function withoutDatabase(env) {
  const embedded = { ...env };
  delete embedded.DATABASE_URL;
  return embedded;
}

function jestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A suite that fails to load has no tests; count it as a failure so it cannot hide.
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
  };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (stats.errors?.length ?? 0),
  };
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
installWorkspace();
buildApps();
const chromiumPath = ensureChromium();
process.env.HAPROXY_PATH = ensureHaproxy();

const totals = { passed: 0, failed: 0 };
const add = ({ passed, failed }) => {
  totals.passed += passed;
  totals.failed += failed;
};

const TYPED_PACKAGES = [
  ...APPS,
  'server',
  ...['contracts', 'session', 'api-client', 'i18n', 'ui', 'validators', 'realtime'].map(
    (name) => `shared/${name}`,
  ),
];
const checks = [
  [bin('eslint'), '.'],
  [bin('prettier'), '--check', '.'],
  ...TYPED_PACKAGES.map((dir) => [bin('tsc'), '-p', dir, '--noEmit']),
];
for (const [command, ...args] of checks) {
  const passed = run(command, args, process.env) === 0;
  add({ passed: passed ? 1 : 0, failed: passed ? 0 : 1 });
}

// Jest's default leaves one core to its own process, which mostly waits: on two cores that is a
// single worker. One worker per core took a third off the API tests' time on this machine.
const jestWorkers = `--maxWorkers=${availableParallelism()}`;
const embedded = path.join(results, 'jest-embedded.json');
run(
  bin('jest'),
  ['--ci', jestWorkers, '--json', `--outputFile=${embedded}`],
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

run(
  path.join(root, 'e2e', 'node_modules', '.bin', 'playwright'),
  ['test', '-c', 'e2e/playwright.config.ts'],
  { ...process.env, CHROMIUM_PATH: chromiumPath },
);
add(playwrightCounts(path.join(results, 'playwright.json')));

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
