// One Jest run for every package. Each project resolves modules from its own folder, which is
// what pnpm's strict layout needs; the transformer and environments are resolved here once.
const path = require('node:path');

const swc = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// jsdom with Node's Fetch API globals (Request, Response, streams …) and Node's export conditions,
// which MSW's request interception needs (docs/adr/0004-network-mocks-in-unit-tests.md).
const jsdomEnvironment = path.join(__dirname, 'scripts/jest-browser-environment.js');

function project(dir, { browser = false, testMatch } = {}) {
  return {
    displayName: dir,
    rootDir: path.join(__dirname, dir),
    testEnvironment: browser ? jsdomEnvironment : 'node',
    // typebox ships ES modules only (.mjs); the fixture tests load it through
    // @portal/contracts/schemas, so it is compiled to CommonJS like our sources.
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
    testMatch: testMatch ?? ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFiles: browser ? [path.join(__dirname, 'scripts/jest-browser-setup.js')] : [],
    setupFilesAfterEnv: browser
      ? [path.join(__dirname, 'scripts/jest-testing-library-setup.js')]
      : [],
    modulePaths: browser ? [path.join(__dirname, dir, 'node_modules')] : [],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'scripts/jest-style-stub.js'),
      '\\.css\\?raw$': path.join(__dirname, 'scripts/jest-raw-style-stub.js'),
      // Bundles import antd's ES build for tree shaking; Jest runs CommonJS.
      '^antd/es/(.*)$': 'antd/lib/$1',
    },
    // @ant-design/icons' CommonJS build requires @ant-design/colors, and MSW's requires rettime,
    // until-async and @open-draft/deferred-promise, which ship ES modules only.
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(@ant-design/colors|typebox|rettime|until-async|@open-draft/deferred-promise)/)',
    ],
  };
}

const serverProject = project('server', { testMatch: ['<rootDir>/test/**/*.test.ts'] });
const apiProject = {
  ...serverProject,
  displayName: process.env.DATABASE_URL ? 'server (postgres)' : 'server (pglite)',
  // Node runs these packages' ES modules through require(esm) and PGlite's dynamic import() of
  // Node built-ins natively; Jest 30 on Node 20 can do neither without --experimental-vm-modules,
  // so they are compiled to CommonJS like our sources (swc turns import() into require()).
  transform: { ...serverProject.transform, '^.+\\.(mjs|cjs)$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(typebox|content-disposition|cookie|@electric-sql/pglite)/)',
  ],
  // One migrated and seeded database for the whole run; each test file opens a copy of it.
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};

module.exports = {
  // antd screens in jsdom and password hashing take seconds on a busy two-core machine; a
  // dialog-heavy antd test has taken over 30 s there while the other worker ran API tests.
  testTimeout: 60_000,
  projects: [
    project('shared/contracts'),
    project('shared/validators'),
    project('shared/session'),
    project('shared/realtime'),
    project('shared/api-client'),
    project('shared/i18n'),
    project('shared/ui', { browser: true }),
    project('shell', { browser: true }),
    project('mf-portal', { browser: true }),
    project('mf-workbench', { browser: true }),
    project('mf-trade', { browser: true }),
    project('mf-chat', { browser: true }),
    project('mf-member', { browser: true }),
    project('deploy', { testMatch: ['<rootDir>/test/**/*.test.ts'] }),
    apiProject,
  ],
};
