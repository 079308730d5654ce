// echarts and three stay on the routes that draw with them (docs/performance.md): each is named
// by one setup module per app, and that module is reached only through a dynamic import(), so it
// is a chunk of its own that no other route downloads.
import { BROWSER_ROOTS, readSource, sourceFiles } from './source-files';

/** Code without its type-only imports, which leave nothing in a bundle. */
function runtimeCode(file: string): string {
  return readSource(file).replace(/^import type [^;]*;/gm, '');
}

const files = BROWSER_ROOTS.flatMap((root) => sourceFiles(root));
const importers = (library: string) =>
  files.filter((file) =>
    new RegExp(`(from|import\\()\\s*(/\\*[^*]*\\*/\\s*)?['"]${library}(/[\\w/.-]+)?['"]`).test(
      runtimeCode(file),
    ),
  );
const staticallyImporting = (module: string) =>
  files.filter((file) =>
    runtimeCode(file)
      .split('\n')
      .some((line) => new RegExp(`^import .*['"][./]*${module}['"]`).test(line)),
  );
const dynamicallyImporting = (module: string) =>
  files.filter((file) =>
    new RegExp(`import\\(\\s*(/\\*[^*]*\\*/\\s*)?['"][./]*${module}['"]`).test(readSource(file)),
  );

test('echarts: one setup module per app that draws charts, loaded by its chart only on demand', () => {
  expect(importers('echarts').sort()).toEqual([
    'mf-portal/src/features/statistics/components/echarts-setup.ts',
    'mf-workbench/src/features/diagnosis/components/echarts-setup.ts',
  ]);
  expect(staticallyImporting('echarts-setup')).toEqual([]);
  expect(dynamicallyImporting('echarts-setup').sort()).toEqual([
    'mf-portal/src/features/statistics/components/chart.tsx',
    'mf-workbench/src/features/diagnosis/components/radar-chart.tsx',
  ]);
});

test('three: named by the globe only, and only in a dynamic import()', () => {
  expect(importers('three')).toEqual(['mf-portal/src/features/globe/components/globe-canvas.tsx']);
  expect(readSource('mf-portal/src/features/globe/components/globe-canvas.tsx')).toMatch(
    /import\(\s*\/\* webpackChunkName: "three" \*\/\s*'three'\s*\)/,
  );
  expect(staticallyImporting('three')).toEqual([]);
});

test('the world map: named by the globe’s outlines only, in dynamic import()s', () => {
  const outlines = 'mf-portal/src/features/globe/components/country-outlines.ts';
  expect(importers('world-atlas')).toEqual([outlines]);
  expect(importers('topojson-client')).toEqual([outlines]);
  const source = runtimeCode(outlines);
  expect(source).toMatch(
    /import\(\s*\/\* webpackChunkName: "globe-map" \*\/\s*'topojson-client'\s*\)/,
  );
  expect(source).toMatch(
    /import\(\s*\/\* webpackChunkName: "globe-map" \*\/\s*'world-atlas\/countries-110m\.json'\s*\)/,
  );
  expect(source).not.toMatch(/^import .*(world-atlas|topojson-client)/m);
});

test('the rules see a static import where there is one', () => {
  expect(staticallyImporting('radar-chart')).toContain(
    'mf-workbench/src/features/diagnosis/components/diagnosis-report.tsx',
  );
});

test('typebox: app code takes types from @portal/contracts/schemas, never run-time values', () => {
  // docs/adr/contracts.md: the schemas stay on the server and in tests; a value import would
  // put TypeBox into the app's bundle.
  expect(importers('typebox')).toEqual([]);
  expect(importers('@portal/contracts/schemas')).toEqual([]);
});

test("test helpers stay in tests: app code never imports msw or the packages' testing entries", () => {
  // docs/adr/0004-network-mocks-in-unit-tests.md: only test files use them.
  expect(importers('msw')).toEqual([]);
  expect(importers('@portal/api-client/testing')).toEqual([]);
  expect(importers('@portal/ui/testing')).toEqual([]);
});
