// Test support for the rules that hold across every app's sources (emoji icons, heavy libraries,
// untranslated text): which files to read, and reading them. Not exported by the package.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const REPO = path.resolve(__dirname, '../../../..');
export const APPS = ['shell', 'mf-portal', 'mf-workbench', 'mf-trade', 'mf-chat', 'mf-member'];
/** The sources shipped to browsers: every app's and the UI kit's. */
export const BROWSER_ROOTS = [...APPS.map((app) => `${app}/src`), 'shared/ui/src'];

const TEST = /\.test\.[jt]sx?$/;

/** Repository-relative paths of the files under `dir` whose names match, tests left out. */
export function sourceFiles(dir: string, names = /\.[jt]sx?$/): string[] {
  return readdirSync(path.join(REPO, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file, names);
    return names.test(entry.name) && !TEST.test(entry.name) ? [file] : [];
  });
}

export function readSource(file: string): string {
  return readFileSync(path.join(REPO, file), 'utf8');
}
