import { act, render, screen, waitFor } from '@testing-library/react';
import { TRADE_COUNTRIES } from '@portal/contracts';
import { changeLanguage } from '@portal/i18n';
import { CountryFlag } from './country-flag';
import { COUNTRY_FLAGS } from './country-flag-drawings';

afterEach(async () => {
  await act(() => changeLanguage('zh'));
});

test('every market of the portal has a flag', () => {
  expect(Object.keys(COUNTRY_FLAGS).sort()).toEqual(TRADE_COUNTRIES.map((c) => c.code).sort());
});

test('beside the written country name the flag is decorative and hidden from screen readers', async () => {
  const { container } = render(
    <p>
      <CountryFlag code="PT" /> Portugal
    </p>,
  );
  const box = container.querySelector('span')!;
  expect(box.getAttribute('aria-hidden')).toBe('true');
  expect(box.hasAttribute('role')).toBe(false);
  expect(box.hasAttribute('aria-label')).toBe(false);
  // Its place is kept while the drawing loads, then the SVG fills it.
  expect(box.style.width).toBe('1.2em');
  expect(box.style.height).toBe('0.8em');
  await waitFor(() => expect(box.querySelector('svg')).not.toBeNull());
  expect(screen.queryByRole('img')).toBeNull();
  // Drawn, not an emoji: no regional-indicator characters in the text.
  expect(container.textContent).toBe(' Portugal');
});

test('standing alone it is an image named after the country in the page language', async () => {
  const { rerender } = render(<CountryFlag code="MO" labelled />);
  const macau = screen.getByRole('img', { name: '中国澳门' });
  await waitFor(() => expect(macau.querySelector('svg')).not.toBeNull());

  await act(() => changeLanguage('pt'));
  rerender(<CountryFlag code="MO" labelled />);
  expect(screen.getByRole('img', { name: 'Macau' })).toBeTruthy();

  await act(() => changeLanguage('en'));
  rerender(<CountryFlag code="TL" labelled />);
  const flag = screen.getByRole('img', { name: 'Timor-Leste' });
  expect(flag.getAttribute('aria-hidden')).toBeNull();
  expect(flag.getAttribute('title')).toBe('Timor-Leste');
});

test('a labelled flag takes a given title as its name', () => {
  render(<CountryFlag code="BR" labelled title="Origem: Brasil" />);
  expect(screen.getByRole('img', { name: 'Origem: Brasil' })).toBeTruthy();
});

test('draws nothing for an unknown or missing country', () => {
  const { container } = render(
    <>
      <CountryFlag code="US" labelled />
      <CountryFlag code={null} />
      <CountryFlag code="constructor" />
    </>,
  );
  expect(container.innerHTML).toBe('');
});
