import { recordsEndpoints } from '@portal/contracts/endpoints/records';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { done, mockApi, page } from '@portal/api-client/testing';
import { BrowsingHistoryEntry } from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { renderScreen } from '@portal/ui/testing';
import '../../../app/locales';
import { user, view } from '../test-fixtures';
import { HistoryPage } from './history-page';

const api = mockApi();
const HISTORY = recordsEndpoints.history;
// Declared before CLEAR in a test, because a later route wins and ':id' also matches 'clear'.
const REMOVE = recordsEndpoints.removeView;
const CLEAR = recordsEndpoints.clearHistory;

function renderSignedIn() {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({ user, membership: null, permissions: [] });
  return renderScreen(<HistoryPage />);
}

afterEach(async () => {
  sessionStore.getState().logout('logout');
  await act(() => i18n.changeLanguage('zh'));
});

test('shows each view with its count and device', async () => {
  api.on(HISTORY, page(BrowsingHistoryEntry, [view]));
  renderSignedIn();
  const link = await screen.findByRole('link', { name: '特级初榨橄榄油' });
  // In the reader's language: no mark.
  expect(link.textContent).toBe('特级初榨橄榄油');
  expect(link.querySelector('[lang="zh-Hans"]')).toBeTruthy();
  expect(screen.getByText('3')).toBeTruthy();
  expect(screen.getByText('Chrome 131 · Windows')).toBeTruthy();
});

test.each([
  ['pt', 'Última visita', '21/11/2026, 18:05'],
  ['en', 'Last viewed', '11/21/2026, 18:05'],
  ['zh', '最近浏览', '2026/11/21 18:05'],
])('in %s the time of the view is written the reader’s way', async (language, column, time) => {
  await act(() => i18n.changeLanguage(language));
  // 18:05 on the reader's clock, whatever time zone the test runs in.
  const viewTime = new Date(2026, 10, 21, 18, 5).toISOString();
  api.on(HISTORY, page(BrowsingHistoryEntry, [{ ...view, viewTime }]));
  renderSignedIn();
  // The Chinese name, marked as such in another language's UI.
  await screen.findByRole('link', { name: /^特级初榨橄榄油/ });
  const titles = [...document.querySelectorAll('thead th')].map((cell) => cell.textContent);
  const cells = [...document.querySelectorAll('tbody tr[data-row-key] td')].map(
    (cell) => cell.textContent,
  );
  expect(cells[titles.indexOf(column)]).toBe(time);
});

test('clearing everything asks first', async () => {
  api.on(HISTORY, (_request, call) =>
    call === 0 ? page(BrowsingHistoryEntry, [view]) : page(BrowsingHistoryEntry, []),
  );
  api.on(CLEAR, done('操作成功'));
  renderSignedIn();
  await screen.findByText('特级初榨橄榄油');
  fireEvent.click(screen.getByRole('button', { name: '清空浏览记录' }));
  const confirm = await screen.findByRole('tooltip');
  expect(within(confirm).getByText(/确定清空全部浏览记录吗/)).toBeTruthy();
  expect(api.requests(CLEAR)).toEqual([]);
  fireEvent.click(within(confirm).getByRole('button', { name: /清\s*空/ }));
  await waitFor(() => expect(api.requests(CLEAR)).toHaveLength(1));
  expect(await screen.findByText('暂无浏览记录')).toBeTruthy();
});

test('removing one entry asks first', async () => {
  api.on(HISTORY, page(BrowsingHistoryEntry, [view]));
  api.on(REMOVE, done('删除成功'));
  api.on(CLEAR, done('操作成功'));
  renderSignedIn();
  fireEvent.click(await screen.findByRole('button', { name: '删除 特级初榨橄榄油' }));
  const confirm = await screen.findByRole('tooltip');
  fireEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
  await waitFor(() =>
    expect(api.requests(REMOVE).map((request) => request.path)).toEqual([
      '/haiguan/api/browsingHistory/21',
    ]),
  );
  expect(api.requests(CLEAR)).toEqual([]);
});
