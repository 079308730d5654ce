// Icons drawn with emoji render as empty boxes where no emoji font is installed (issue #14): the
// apps draw flags with <CountryFlag> and icons as inline SVG. This scan keeps emoji and other
// pictographs out of the apps' and the UI kit's sources. The chat's emoji picker is exempt: its
// emoji are message content the user inserts, not icons.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BROWSER_ROOTS, REPO, readSource, sourceFiles } from './source-files';

const EXEMPT = new Set(['mf-chat/src/features/chat/components/emoji-picker.tsx']);
const TEXT = /\.(?:[cm]?[jt]sx?|css|html|json|svg|md)$/;
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

const scanned = (root: string) => sourceFiles(root, TEXT).filter((file) => !EXEMPT.has(file));

/** `file:line: text` for each line of a source that holds an emoji or pictograph. */
function pictographLines(files: string[]): string[] {
  return files.flatMap((file) =>
    readSource(file)
      .split('\n')
      .flatMap((line, index) =>
        PICTOGRAPH.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

test('the scan sees the sources it is meant to check', () => {
  const files = BROWSER_ROOTS.flatMap(scanned);
  expect(files).toContain('mf-portal/src/features/home/routes/home-page.tsx');
  expect(files).toContain('shared/ui/src/index.ts');
  // An exemption names a real file: a rename must carry the exemption along.
  for (const file of EXEMPT) {
    expect(existsSync(path.join(REPO, file))).toBe(true);
    expect(files).not.toContain(file);
  }
});

test('the pattern catches flags and pictographs but not plain symbols of text', () => {
  expect(PICTOGRAPH.test('\u{1F1F5}\u{1F1F9}')).toBe(true); // a flag: regional indicators
  expect(PICTOGRAPH.test('\u2709')).toBe(true); // envelope
  expect(PICTOGRAPH.test('\u{1F4E6}')).toBe(true); // package
  expect(PICTOGRAPH.test('1–2 · ¥ € “quoted” 中葡 ção')).toBe(false);
});

test('app and UI-kit sources hold no emoji or pictograph (draw icons as SVG)', () => {
  const found = pictographLines(BROWSER_ROOTS.flatMap(scanned));
  expect(found).toEqual([]);
});
