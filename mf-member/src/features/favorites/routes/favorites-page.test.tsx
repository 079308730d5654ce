import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, sessionStore } from '@portal/session';
import { renderScreen } from '@portal/ui/testing';
import '../../../app/locales';
import { fetchFavourites } from '../api/fetch-favourites';
import { removeFavourite } from '../api/remove-favourite';
import { company, user, vanished } from '../test-fixtures';
import { FavoritesPage } from './favorites-page';

jest.mock('../api/fetch-favourites');
jest.mock('../api/remove-favourite');

function signIn() {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({ user, membership: null, permissions: [] });
}

function renderPage() {
  return renderScreen(<FavoritesPage />);
}

afterEach(() => {
  sessionStore.getState().logout('logout');
  jest.resetAllMocks();
});

test('lists favourites with their type, a link, and the ones no longer available', async () => {
  jest.mocked(fetchFavourites).mockResolvedValue({ rows: [company, vanished], total: 2 });
  signIn();
  renderPage();
  const link = await screen.findByRole('link', { name: 'Lusitânia Vinhos e Azeites, Lda.' });
  expect(link.getAttribute('href')).toBe('/enterpriseInfo?id=3');
  expect(screen.getByText('葡萄牙 · 葡萄酒')).toBeTruthy();
  expect(screen.getByText('该内容已失效')).toBeTruthy();
  expect(fetchFavourites).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10, entityType: undefined });
});

test('pages and filters through the server', async () => {
  jest.mocked(fetchFavourites).mockResolvedValue({ rows: [company], total: 25 });
  signIn();
  renderPage();
  await screen.findByText('Lusitânia Vinhos e Azeites, Lda.');
  fireEvent.click(screen.getByTitle('2'));
  await waitFor(() =>
    expect(fetchFavourites).toHaveBeenLastCalledWith({
      pageNum: 2,
      pageSize: 10,
      entityType: undefined,
    }),
  );
  fireEvent.click(screen.getByRole('tab', { name: '企业' }));
  await waitFor(() =>
    expect(fetchFavourites).toHaveBeenLastCalledWith({
      pageNum: 1,
      pageSize: 10,
      entityType: 'company',
    }),
  );
});

test('removing asks first, then deletes and reloads', async () => {
  jest.mocked(fetchFavourites).mockResolvedValueOnce({ rows: [company], total: 1 });
  jest.mocked(fetchFavourites).mockResolvedValue({ rows: [], total: 0 });
  jest.mocked(removeFavourite).mockResolvedValue('删除成功');
  const notices: string[] = [];
  const listener = (notice: { content: string }) => notices.push(notice.content);
  bus.on('notify', listener);
  signIn();
  renderPage();
  fireEvent.click(
    await screen.findByRole('button', { name: '删除 Lusitânia Vinhos e Azeites, Lda.' }),
  );
  const confirm = await screen.findByRole('tooltip');
  expect(within(confirm).getByText('确定取消收藏吗？')).toBeTruthy();
  expect(removeFavourite).not.toHaveBeenCalled();
  fireEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
  await waitFor(() => expect(removeFavourite).toHaveBeenCalledWith(11));
  expect(await screen.findByText(/暂无收藏/)).toBeTruthy();
  expect(notices).toContain('删除成功');
  bus.off('notify', listener);
});

test('a guest is asked to sign in', () => {
  renderPage();
  expect(screen.getByText('请先登录')).toBeTruthy();
  expect(fetchFavourites).not.toHaveBeenCalled();
});
