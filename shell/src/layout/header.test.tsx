import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { findRoute } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { changeLanguage } from '@portal/i18n';
import { Header } from './header';

const member = {
  id: 3,
  mid: 0,
  username: 'demo.pt@example.com',
  status: 2 as const,
  corporateLabel: 0,
  comName: 'Lusitânia Vinhos e Azeites',
  touxiang: null,
  logo: null,
  email: 'demo.pt@example.com',
  name: 'João Ferreira',
  phone: null,
};

/** WCAG's contrast ratio of two #rrggbb (or #fff) colours. */
function contrastRatio(first: string, second: string): number {
  const luminance = (hex: string) => {
    const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (digit) => digit + digit) : hex;
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(full.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

afterEach(() => sessionStore.getState().logout('logout'));

test('the message badge follows the unread counts of the session live, 99 at most', () => {
  render(
    <MemoryRouter>
      <Header route={findRoute('/')!} />
    </MemoryRouter>,
  );
  expect(screen.queryByTestId('unread-badge')).toBeNull();
  act(() => sessionStore.getState().setUnread({ system: 2, chat: 5 }));
  expect(screen.getByTestId('unread-badge').textContent).toBe('7');
  act(() => sessionStore.getState().setUnread({ chat: 98 }));
  expect(screen.getByTestId('unread-badge').textContent).toBe('99+');
  act(() => sessionStore.getState().setUnread({ system: 0, chat: 99 }));
  expect(screen.getByTestId('unread-badge').textContent).toBe('99');
});

test('screen readers hear the unread count in words, with the plural of the language', async () => {
  render(
    <MemoryRouter>
      <Header route={findRoute('/')!} />
    </MemoryRouter>,
  );
  act(() => sessionStore.getState().setUnread({ system: 0, chat: 1 }));
  expect(screen.getByTestId('unread-badge').getAttribute('aria-hidden')).toBe('true');
  expect(screen.getByRole('link', { name: /消息/ }).textContent).toContain('1 条未读');
  await act(() => changeLanguage('en'));
  expect(screen.getByRole('link', { name: /Messages/ }).textContent).toContain('1 unread message');
  act(() => sessionStore.getState().setUnread({ chat: 3 }));
  expect(screen.getByRole('link', { name: /Messages/ }).textContent).toContain('3 unread messages');
  await act(() => changeLanguage('zh'));
});

test('the unread badge keeps WCAG AA contrast: white on its red is 4.5:1 or more', () => {
  const css = readFileSync(path.join(__dirname, '../shell.css'), 'utf8');
  const rule = /\.count-badge \{([^}]*)\}/.exec(css)![1]!;
  const colour = (property: string) =>
    /#[0-9a-f]{6}|#fff\b/i.exec(new RegExp(`\\b${property}:\\s*([^;]+);`).exec(rule)![1]!)![0];
  expect(contrastRatio(colour('background'), colour('color'))).toBeGreaterThanOrEqual(4.5);
});

test('a signed-in company member finds the workbench in the header', () => {
  sessionStore.getState().login('token');
  act(() =>
    sessionStore
      .getState()
      .setProfile({ user: member, membership: null, permissions: ['menu:workbench'] }),
  );
  render(
    <MemoryRouter>
      <Header route={findRoute('/')!} />
    </MemoryRouter>,
  );
  expect(screen.getByTestId('work-link').getAttribute('href')).toBe('/workbench');
});
