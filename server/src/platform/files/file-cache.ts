import { readFileSync, statSync } from 'node:fs';

const parsedFiles = new Map<string, { mtimeMs: number; size: number; value: unknown }>();

/**
 * A file's parsed content, read and parsed again only when the file has changed (its time or
 * size): a page's HTML is built from files that a new build or a published release replaces
 * while the server runs, and reading them for every page cost each request three file reads.
 * `undefined` when the file is not there.
 */
export function readWhenChanged<T>(file: string, parse: (text: string) => T): T | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) {
    parsedFiles.delete(file);
    return undefined;
  }
  const cached = parsedFiles.get(file);
  if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) {
    return cached.value as T;
  }
  const value = parse(readFileSync(file, 'utf8'));
  parsedFiles.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, value });
  return value;
}
