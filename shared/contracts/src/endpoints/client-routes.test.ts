import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Endpoint } from './define';

// The apps' builds read the endpoint maps through shared/build's endpoint-routes loader, which
// keeps method and path only: it must keep them exactly, for every endpoint of every domain.
const { endpointRoutesModule } = require('../../../build/src/endpoint-routes-loader.js') as {
  endpointRoutesModule(source: string, file: string): string;
};

const domainFiles = readdirSync(__dirname).filter(
  (name) => /^[\w-]+\.ts$/.test(name) && !['define.ts', 'index.ts'].includes(name),
);

/** The loader's module, run: its exports by name. */
function loaded(file: string): Record<string, Record<string, { method: string; path: string }>> {
  const code = endpointRoutesModule(readFileSync(path.join(__dirname, file), 'utf8'), file);
  const names = [...code.matchAll(/^export const (\w+)/gm)].map((match) => match[1]!);
  const body = `${code.replace(/^export const/gm, 'const')}\nreturn { ${names.join(', ')} };`;
  return new Function(body)();
}

test('every domain has its endpoints', () => {
  expect(domainFiles.length).toBeGreaterThan(10);
});

test.each(domainFiles)(
  '%s: an app gets each endpoint’s method and path, and nothing more',
  (file) => {
    const declared = require(`./${file}`) as Record<string, Record<string, Endpoint>>;
    const expected = Object.fromEntries(
      Object.entries(declared).map(([name, map]) => [
        name,
        Object.fromEntries(
          Object.entries(map).map(([key, { method, path: route }]) => [
            key,
            { method, path: route },
          ]),
        ),
      ]),
    );
    expect(loaded(file)).toEqual(expected);
  },
);
