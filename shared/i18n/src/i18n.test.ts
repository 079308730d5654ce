import { LANGUAGES } from '@portal/contracts';
import { common } from './locales/common';
import { changeLanguage, i18n } from './i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

test('every language has exactly the keys of simplified Chinese', () => {
  const reference = keysOf(common.zh).sort();
  for (const language of LANGUAGES) expect(keysOf(common[language]).sort()).toEqual(reference);
});

test('switching the language changes what every t() call returns', async () => {
  await changeLanguage('pt');
  expect(i18n.t('nav.home')).toBe('Início');
  await changeLanguage('cht');
  expect(i18n.t('nav.home')).toBe('首頁');
  await changeLanguage('zh');
  expect(i18n.t('nav.home')).toBe('首页');
});
