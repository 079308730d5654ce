import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readWhenChanged } from '../../src/platform/files/file-cache';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'file-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a file is parsed once while it stays the same, and again when a new build replaces it', () => {
  const file = path.join(dir, 'first-paint.json');
  const parse = jest.fn((text: string) => JSON.parse(text) as { hero: string });
  writeFileSync(file, '{"hero":"old"}');

  expect(readWhenChanged(file, parse)?.hero).toBe('old');
  expect(readWhenChanged(file, parse)?.hero).toBe('old');
  expect(parse).toHaveBeenCalledTimes(1);

  // Same size, later time: what copying a new build over the old one looks like.
  writeFileSync(file, '{"hero":"new"}');
  const later = new Date(Date.now() + 5000);
  utimesSync(file, later, later);
  expect(readWhenChanged(file, parse)?.hero).toBe('new');
  expect(parse).toHaveBeenCalledTimes(2);
});

test('a missing file reads as undefined, and is read once it appears', () => {
  const file = path.join(dir, 'mf-manifest.json');
  expect(readWhenChanged(file, JSON.parse)).toBeUndefined();
  writeFileSync(file, '{"name":"mf_portal"}');
  expect(readWhenChanged(file, JSON.parse)).toEqual({ name: 'mf_portal' });
});
