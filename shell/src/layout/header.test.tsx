import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { findRoute } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import { Header } from './header';

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
