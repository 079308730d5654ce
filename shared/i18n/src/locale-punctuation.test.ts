import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { i18n } from './i18n';

/**
 * Issue #14: Portuguese and English texts use their own punctuation — "Total: ", "(+ 2 more
 * products)" — never the full-width marks of Chinese, which a translation copied from the zh
 * object easily keeps ("Total：", "（另有…）"). Every app and shared package registers its texts
 * per language with `registerMessages` (an object per language typed from zh's); this loads every
 * file that does, and reads the pt and en texts from the page's i18next instance, with the
 * validators' catalogue the forms and the server share.
 */
const REPO = path.join(__dirname, '../../..');
const FULL_WIDTH = /[：，（）！？；。、【】《》「」]/gu;

const ROOTS = [
  'shell/src',
  ...readdirSync(REPO)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => `${name}/src`),
  ...readdirSync(path.join(REPO, 'shared'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `shared/${entry.name}/src`),
].sort();

function sourceFiles(directory: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(REPO, directory), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = `${directory}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The files that register texts: the locale files of every app and shared package. */
const LOCALE_FILES = ROOTS.flatMap(sourceFiles).filter((file) =>
  /\bregisterMessages\(\s*['"]/.test(readFileSync(path.join(REPO, file), 'utf8')),
);

/** `where: text` for every text (leaf) of a nested locale object. */
function texts(value: unknown, where: string): string[] {
  if (typeof value === 'string') return [`${where}: ${value}`];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => texts(inner, `${where}.${key}`));
}

function fullWidthIn(lines: string[]): string[] {
  return lines.filter((line) => line.slice(line.indexOf(': ') + 2).match(FULL_WIDTH));
}

beforeAll(async () => {
  for (const file of LOCALE_FILES) await import(path.join(REPO, file));
});

test('the scan finds the locale files of every app', () => {
  const apps = new Set(LOCALE_FILES.map((file) => file.split('/')[0]));
  for (const app of ROOTS.filter((root) => root.startsWith('mf-')).map(
    (root) => root.split('/')[0],
  ))
    expect(apps).toContain(app);
  expect(LOCALE_FILES.length).toBeGreaterThan(20);
  // The shell's texts are the shared `common` namespace, loaded with the instance.
  expect(i18n.getResourceBundle('en', 'common')).toBeTruthy();
});

test.each(['pt', 'en'])('no %s text has full-width punctuation', async (language) => {
  const store = i18n.store.data[language]!;
  const registered = Object.entries(store).flatMap(([namespace, bundle]) =>
    texts(bundle, `${language} ${namespace}`),
  );
  expect(registered.length).toBeGreaterThan(1500);
  const { VALIDATION_CATALOGUE } = (await import(
    path.join(REPO, 'shared/validators/src/catalogue')
  )) as { VALIDATION_CATALOGUE: Record<string, string>[] };
  const catalogue = VALIDATION_CATALOGUE.map(
    (entry) => `${language} validators (${entry.zh}): ${entry[language]}`,
  );
  expect(fullWidthIn([...registered, ...catalogue])).toEqual([]);
});

test('the check sees full-width punctuation where it is', () => {
  expect(
    fullWidthIn([
      'en trade.common.labelled: {{label}}：',
      'pt trade.orders.more: （+ 2 outros produtos）',
      'en x.y: Done！Really？ Yes，no',
      'en x.z: Total: 1,200.00 (plus 2 on request)!',
    ]),
  ).toEqual([
    'en trade.common.labelled: {{label}}：',
    'pt trade.orders.more: （+ 2 outros produtos）',
    'en x.y: Done！Really？ Yes，no',
  ]);
});
