import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

// The server's layers (docs/architecture.md, "The server"): a module's routes.ts speaks HTTP only,
// its SQL lives in its repo.
const modulesDir = path.join(__dirname, '..', 'src', 'modules');
const SQL =
  /\b(SELECT\s[\s\S]*?\sFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM)\b|\.query\s*[<(]/i;

const routeFiles = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(modulesDir, entry.name, 'routes.ts'))
  .filter((file) => existsSync(file));

test('modules keep their routes', () => {
  expect(routeFiles.length).toBeGreaterThan(0);
});

test.each(routeFiles.map((file) => [path.relative(modulesDir, file), file]))(
  '%s holds no SQL',
  (_, file) => {
    expect(readFileSync(file, 'utf8')).not.toMatch(SQL);
  },
);
