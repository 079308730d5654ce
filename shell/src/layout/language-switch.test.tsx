import { act, fireEvent, render, screen } from '@testing-library/react';
import { changeLanguage } from '@portal/i18n';
import { LanguageSwitch } from './language-switch';

afterEach(async () => {
  await act(() => changeLanguage('zh'));
});

test('the chosen language is kept for the server too, so the next page arrives in it', async () => {
  // Written when the page starts, for a choice made before the cookie existed.
  expect(document.cookie).toContain('portal.lang=zh');
  render(<LanguageSwitch />);
  await act(async () =>
    fireEvent.change(screen.getByRole('combobox', { name: '语言' }), { target: { value: 'pt' } }),
  );
  expect(document.cookie).toContain('portal.lang=pt');
  expect(document.documentElement.lang).toBe('pt');
  expect(screen.getByRole('combobox', { name: 'Idioma' })).toBeTruthy();
});

test('a page that starts with the language cookie alone speaks the language it was painted in', () => {
  document.cookie = 'portal.lang=cht; path=/';
  localStorage.clear();
  jest.isolateModules(() => {
    const { currentLanguage } = require('@portal/i18n') as typeof import('@portal/i18n');
    expect(currentLanguage()).toBe('cht');
  });
});
