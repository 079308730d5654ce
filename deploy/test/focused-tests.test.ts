// A focused test (`.only`, fit, fdescribe) committed by mistake would run alone and let every other
// test of its file go unrun: the lint check of `npm test` must fail on it, in Jest's tests and in
// Playwright's alike (eslint.config.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

/** What ESLint, with the repository's configuration, reports in a file of that name. */
function lint(file: string, lines: string[]) {
  const { stdout } = spawnSync(
    path.join(repoRoot, 'node_modules/.bin/eslint'),
    ['--format', 'json', '--stdin', '--stdin-filename', file],
    { cwd: repoRoot, input: lines.join('\n'), encoding: 'utf8' },
  );
  const [report] = JSON.parse(stdout) as { messages: { line: number; ruleId: string }[] }[];
  return report!.messages.map(({ line, ruleId }) => ({ line, ruleId }));
}

test('a focused test fails the lint check; a test that is not focused passes it', () => {
  const focused = [
    "test.only('one', () => {});",
    "it.only('one', () => {});",
    "describe.only('some', () => {});",
    "test.describe.only('some', () => {});",
    "test.describe.serial.only('some', () => {});",
    "fit('one', () => {});",
    "fdescribe('some', () => {});",
  ];
  const plain = [
    "test('one', () => {});",
    "describe('some', () => {});",
    "test.skip('a', () => {});",
  ];
  expect(lint('e2e/tests/focused.spec.ts', [...focused, ...plain])).toEqual(
    focused.map((_, index) => ({ line: index + 1, ruleId: 'no-restricted-syntax' })),
  );
});

test('a function called fit outside the tests is no focused test', () => {
  expect(lint('shell/src/layout/fit.ts', ['function fit() {}', 'fit();', ''])).toEqual([]);
});
