import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus, sessionStore } from '@portal/session';
import '@portal/i18n';
import { addFavourite } from './api/add-favourite';
import { checkFavourite } from './api/check-favourite';
import { removeFavourite } from './api/remove-favourite';
import { FavouriteButton } from './favourite-button';
import { SessionSWRConfig } from '../session-swr-config';

jest.mock('./api/add-favourite');
jest.mock('./api/check-favourite');
jest.mock('./api/remove-favourite');

// The button looks up in the cache a remote's root gives it, a new one for each test.
const renderButton = (button: ReactElement) => render(button, { wrapper: SessionSWRConfig });

function signIn() {
  sessionStore.getState().login('token-1');
}

afterEach(() => {
  sessionStore.getState().logout('logout');
  jest.resetAllMocks();
  window.history.replaceState(null, '', '/');
});

test('shows the stored state and toggles it with POST and DELETE', async () => {
  jest.mocked(checkFavourite).mockResolvedValue(null);
  jest.mocked(addFavourite).mockResolvedValue({ id: 41, msg: '收藏成功' });
  jest.mocked(removeFavourite).mockResolvedValue('删除成功');
  const notices: string[] = [];
  const listener = (notice: { content: string }) => notices.push(notice.content);
  bus.on('notify', listener);
  signIn();
  renderButton(<FavouriteButton entityType="company" entityId={3} />);

  const button = await screen.findByRole('button', { name: '收藏' });
  await waitFor(() =>
    expect(checkFavourite).toHaveBeenCalledWith({ entityType: 'company', entityId: 3 }),
  );
  expect(button.getAttribute('aria-pressed')).toBe('false');

  fireEvent.click(button);
  const pressed = await screen.findByRole('button', { name: '已收藏' });
  expect(pressed.getAttribute('aria-pressed')).toBe('true');
  expect(addFavourite).toHaveBeenCalledWith(
    expect.objectContaining({ entityType: 'company', entityId: 3 }),
  );

  fireEvent.click(pressed);
  await screen.findByRole('button', { name: '收藏' });
  expect(removeFavourite).toHaveBeenCalledWith(41);
  expect(notices).toEqual(['收藏成功', '删除成功']);
  bus.off('notify', listener);
});

test('an existing favourite shows pressed', async () => {
  jest.mocked(checkFavourite).mockResolvedValue(8);
  signIn();
  renderButton(<FavouriteButton entityType="product" entityId={5} />);
  const button = await screen.findByRole('button', { name: '已收藏' });
  expect(button.getAttribute('aria-pressed')).toBe('true');
});

test('another entity shows unpressed until its own look-up answers', async () => {
  let answer: (id: number | null) => void = () => undefined;
  jest
    .mocked(checkFavourite)
    .mockResolvedValueOnce(8)
    .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  signIn();
  const { rerender } = renderButton(<FavouriteButton entityType="product" entityId={5} />);
  await screen.findByRole('button', { name: '已收藏' });

  rerender(<FavouriteButton entityType="product" entityId={6} />);
  expect(screen.getByRole('button', { name: '收藏' }).getAttribute('aria-pressed')).toBe('false');
  await act(async () => answer(12));
  expect(screen.getByRole('button', { name: '已收藏' }).getAttribute('aria-pressed')).toBe('true');
});

test('a guest is sent to the login page and back here afterwards', async () => {
  window.history.replaceState(null, '', '/enterpriseInfo?id=3');
  const targets: string[] = [];
  const listener = ({ to }: { to: string }) => targets.push(to);
  bus.on('navigate', listener);
  renderButton(<FavouriteButton entityType="company" entityId={3} />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
  });
  expect(targets).toEqual(['/login?redirect=%2FenterpriseInfo%3Fid%3D3']);
  expect(checkFavourite).not.toHaveBeenCalled();
  expect(addFavourite).not.toHaveBeenCalled();
  bus.off('navigate', listener);
});
