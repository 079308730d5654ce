import { act, render, screen } from '@testing-library/react';
import { changeLanguage } from '@portal/i18n';
import { ListingText } from './listing-text';

afterEach(async () => {
  await act(() => changeLanguage('zh'));
});

test('a text in the reader’s language carries its language and no mark', () => {
  const { container } = render(
    <h1>
      <ListingText textLanguage="zh" machineTranslated={false}>
        普洱熟茶饼 357克
      </ListingText>
    </h1>,
  );
  expect(screen.getByRole('heading').textContent).toBe('普洱熟茶饼 357克');
  expect(container.querySelector('[lang="zh-Hans"]')!.textContent).toBe('普洱熟茶饼 357克');
  expect(screen.queryByTestId('listing-original-language')).toBeNull();
  expect(screen.queryByTestId('listing-machine-translated')).toBeNull();
});

test.each([
  ['pt', 'zh', 'Original: 简体中文', 'zh-Hans'],
  ['en', 'pt', 'Original: Português', 'pt'],
  ['zh', 'pt', '原文：Português', 'pt'],
  ['cht', 'en', '原文：English', 'en'],
] as const)(
  'a %s reader is told a %s original’s language, named in itself',
  async (reader, original, mark, lang) => {
    await act(() => changeLanguage(reader));
    const { container } = render(
      <h1>
        <ListingText textLanguage={original} machineTranslated={false}>
          Azeite
        </ListingText>
      </h1>,
    );
    // Read out with the name, as a screen reader reads the heading.
    expect(screen.getByRole('heading').textContent).toBe(`Azeite ${mark}`);
    expect(container.querySelector('h1 > span')!.getAttribute('lang')).toBe(lang);
    const languageName = screen.getByTestId('listing-original-language').querySelector('span')!;
    expect(languageName.getAttribute('lang')).toBe(lang);
  },
);

test.each([
  ['zh', '机器翻译'],
  ['cht', '機器翻譯'],
  ['pt', 'Tradução automática'],
  ['en', 'Machine-translated'],
] as const)(
  'an unreviewed machine translation is marked so for a %s reader',
  async (reader, mark) => {
    await act(() => changeLanguage(reader));
    render(
      <p>
        <ListingText textLanguage={reader} machineTranslated>
          Chá
        </ListingText>
      </p>,
    );
    expect(screen.getByTestId('listing-machine-translated').textContent).toBe(mark);
    expect(screen.queryByTestId('listing-original-language')).toBeNull();
  },
);
