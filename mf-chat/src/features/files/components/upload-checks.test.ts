import type { Language } from '@portal/contracts';
import { checkChosenFiles, formatKilobytes } from './upload-checks';

const MB = 1024 * 1024;

test('one message takes 1 to 9 jpg/jpeg/png/mp4 files of at most 5 MB each', () => {
  const file = (name: string, size = 1000) => ({ name, size });
  expect(checkChosenFiles([])).toEqual({ kind: 'required' });
  expect(
    checkChosenFiles([file('a.PNG'), file('b.jpeg'), file('c.jpg'), file('d.mp4')]),
  ).toBeNull();
  expect(checkChosenFiles([file('a.gif')])).toEqual({ kind: 'format', name: 'a.gif' });
  expect(checkChosenFiles([file('noextension')])).toEqual({ kind: 'format', name: 'noextension' });
  expect(checkChosenFiles([file('big.mp4', 5 * MB)])).toBeNull();
  expect(checkChosenFiles([file('big.mp4', 5 * MB + 1)])).toEqual({
    kind: 'tooLarge',
    name: 'big.mp4',
  });
  const nine = Array.from({ length: 9 }, (_, index) => file(`${index}.png`));
  expect(checkChosenFiles(nine)).toBeNull();
  expect(checkChosenFiles([...nine, file('ten.png')])).toEqual({ kind: 'tooMany' });
  // Counting the files already waiting in the tray.
  expect(checkChosenFiles([file('a.png'), file('b.png')], 8)).toEqual({ kind: 'tooMany' });
});

test.each<[Language, string[]]>([
  ['zh', ['1.50 KB', '5,120.00 KB', '0.00 KB']],
  ['cht', ['1.50 KB', '5,120.00 KB', '0.00 KB']],
  ['pt', ['1,50 KB', '5.120,00 KB', '0,00 KB']],
  ['en', ['1.50 KB', '5,120.00 KB', '0.00 KB']],
])('in %s sizes read in KB with two decimals, written the language’s way', (language, sizes) => {
  expect([1536, 5 * MB, 1].map((bytes) => formatKilobytes(bytes, language))).toEqual(sizes);
});
