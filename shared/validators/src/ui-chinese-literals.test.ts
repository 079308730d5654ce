import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { translateValidation } from './catalogue';

/**
 * Issue #14: no Chinese text reaches a reader of another language. Screens keep their texts in
 * their locale files (`t()`), and the messages the forms share with the server are translated
 * with `translateValidation`; a Chinese string literal or JSX text anywhere else in the browser
 * code is shown in Chinese whatever the language. This scans the shell, every remote and
 * shared/ui for such literals.
 */
const REPO = path.join(__dirname, '../../..');
const HAN = /\p{Script=Han}/u;

const ROOTS = [
  'shell/src',
  ...readdirSync(REPO)
    .filter((name) => name.startsWith('mf-'))
    .sort()
    .map((name) => `${name}/src`),
  'shared/ui/src',
];

/**
 * Files not scanned: tests and their fixtures (`*.test.*`, `test-fixtures.ts`, `src/test/`), and
 * texts kept per language — locale files (`locales.ts`, `*-locales.ts`, `locales/`) and data
 * written in one Chinese language only (`*-cht.ts`, e.g. the Traditional HS chapter names).
 */
const SKIPPED_FILE =
  /\.test\.tsx?$|test-fixtures\.ts$|\/test\/|(^|[/-])locales?(\.ts$|\/)|-cht\.ts$/;

/**
 * Literals that are legitimately Chinese whatever the page's language. Keep this list short:
 * fix the code (a locale text with `t()`, or the shared catalogue) rather than adding to it.
 */
const ALLOWED: readonly { file: string; text: string; reason: string }[] = [
  {
    file: 'mf-member/src/features/membership/components/use-tier-format.ts',
    text: '〇一二三四五六七八九',
    reason: 'digits of the Chinese discount notation (九五折); only the zh and cht texts use it',
  },
];

interface Literal {
  file: string;
  line: number;
  text: string;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const CHINESE_LANGUAGES = new Set(['zh', 'cht']);

/** A text written for one Chinese language: `{ zh: '…', cht: '…' }` or `case 'zh':`. */
function inChineseBranch(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (
      ts.isPropertyAssignment(parent) &&
      (ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name)) &&
      CHINESE_LANGUAGES.has(parent.name.text)
    )
      return true;
    if (
      ts.isCaseClause(parent) &&
      ts.isStringLiteralLike(parent.expression) &&
      CHINESE_LANGUAGES.has(parent.expression.text)
    )
      return true;
  }
  return false;
}

/** Every string literal, template and JSX text with a Han character in it. */
function chineseLiterals(file: string): Literal[] {
  const code = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Literal[] = [];
  const visit = (node: ts.Node): void => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node))
      text = node.text;
    else if (ts.isTemplateExpression(node))
      // A template's values stand in as `{}`; the catalogue matches any value there.
      text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('{}');
    if (text !== undefined && HAN.test(text) && !inChineseBranch(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ file: path.relative(REPO, file), line: line + 1, text: text.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The shared catalogue has it in every language: the code shows it with `translateValidation`. */
function catalogueTranslates(text: string): boolean {
  return !HAN.test(translateValidation(text.replace(/\{\}/g, '7'), 'en'));
}

const files = ROOTS.flatMap((root) => sourceFiles(path.join(REPO, root)))
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => !SKIPPED_FILE.test(path.relative(REPO, file).split(path.sep).join('/')));
const literals = files.flatMap(chineseLiterals);

const isAllowed = (literal: Literal) =>
  ALLOWED.some(({ file, text }) => file === literal.file && text === literal.text);

test('the browser code shows no Chinese text outside locale files and the catalogue', () => {
  const offenders = literals
    .filter((literal) => !isAllowed(literal) && !catalogueTranslates(literal.text))
    .map(({ file, line, text }) => `${file}:${line}: ${text}`);
  expect(offenders).toEqual([]);
});

test('every allowed literal is still there, with a reason', () => {
  for (const entry of ALLOWED) {
    expect(entry.reason.trim()).not.toBe('');
    const still = literals.some(({ file, text }) => file === entry.file && text === entry.text);
    expect({ ...entry, still }).toEqual({ ...entry, still: true });
  }
});

test('the scan reads every app', () => {
  for (const root of ROOTS)
    expect(files.filter((file) => file.includes(`/${root}/`)).length).toBeGreaterThan(3);
  // Locale files are skipped, but the skip is narrow: the screens themselves are read.
  expect(
    files.some((file) => file.endsWith('mf-trade/src/features/cart/routes/cart-page.tsx')),
  ).toBe(true);
  expect(files.some((file) => /locales\.ts$/.test(file))).toBe(false);
});
