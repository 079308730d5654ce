import { recordsEndpoints } from '@portal/contracts/endpoints/records';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { done, mockApi, page } from '@portal/api-client/testing';
import { FavouriteRecord } from '@portal/contracts/schemas';
import { bus, sessionStore } from '@portal/session';
import { renderScreen } from '@portal/ui/testing';
import '../../../app/locales';
import { company, machineNamed, user, vanished } from '../test-fixtures';
import { FavoritesPage } from './favorites-page';

const api = mockApi();
const FAVOURITES = recordsEndpoints.favourites;
const REMOVE = recordsEndpoints.removeFavourite;

/** The query strings the server received for the list, in order. */
const listQueries = () => api.requests(FAVOURITES).map((request) => request.query);

function signIn() {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({ user, membership: null, permissions: [] });
}

function renderPage() {
  return renderScreen(<FavoritesPage />);
}

afterEach(() => {
  sessionStore.getState().logout('logout');
});

test('lists favourites with their type, a link, and the ones no longer available', async () => {
  api.on(FAVOURITES, page(FavouriteRecord, [company, machineNamed, vanished]));
  signIn();
  renderPage();
  // A name not in the reader's language says which it is in, and carries it for screen readers.
  const link = await screen.findByRole('link', { name: /^Lusitânia Vinhos e Azeites, Lda\./ });
  expect(link.textContent).toBe('Lusitânia Vinhos e Azeites, Lda. 原文：Português');
  expect(link.getAttribute('href')).toBe('/enterpriseInfo?id=3');
  expect(link.querySelector('[lang="pt"]')?.textContent).toBe('Lusitânia Vinhos e Azeites, Lda.');
  // A name in the reader's language as a machine wrote it says so.
  const machine = screen.getByRole('link', { name: '10年陈酿茶色波特葡萄酒 机器翻译' });
  expect(machine.getAttribute('href')).toBe('/productDetail?id=7');
  expect(machine.querySelector('[lang="zh-Hans"]')?.textContent).toBe('10年陈酿茶色波特葡萄酒');
  expect(screen.getByText('葡萄牙 · 葡萄酒')).toBeTruthy();
  expect(screen.getByText('该内容已失效')).toBeTruthy();
  expect(listQueries()).toContainEqual({ pageNum: '1', pageSize: '10' });
});

test('pages and filters through the server', async () => {
  api.on(FAVOURITES, page(FavouriteRecord, [company], 25));
  signIn();
  renderPage();
  await screen.findByText('Lusitânia Vinhos e Azeites, Lda.');
  fireEvent.click(screen.getByTitle('2'));
  await waitFor(() => expect(listQueries().at(-1)).toEqual({ pageNum: '2', pageSize: '10' }));
  fireEvent.click(screen.getByRole('tab', { name: '企业' }));
  await waitFor(() =>
    expect(listQueries().at(-1)).toEqual({ pageNum: '1', pageSize: '10', entityType: 'company' }),
  );
});

test('removing asks first, then deletes and reloads', async () => {
  api.on(FAVOURITES, (_request, call) =>
    call === 0 ? page(FavouriteRecord, [company]) : page(FavouriteRecord, []),
  );
  api.on(REMOVE, done('删除成功'));
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
  expect(api.requests(REMOVE)).toEqual([]);
  fireEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
  await waitFor(() =>
    expect(api.requests(REMOVE).map((request) => request.path)).toEqual([
      '/haiguan/api/collectionRecords/11',
    ]),
  );
  expect(await screen.findByText(/暂无收藏/)).toBeTruthy();
  expect(notices).toContain('删除成功');
  bus.off('notify', listener);
});

test('a guest is asked to sign in', () => {
  api.on(FAVOURITES, page(FavouriteRecord, []));
  renderPage();
  expect(screen.getByText('请先登录')).toBeTruthy();
  expect(api.requests(FAVOURITES)).toEqual([]);
});
