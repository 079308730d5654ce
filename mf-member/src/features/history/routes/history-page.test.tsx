import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { renderScreen } from '@portal/ui/testing';
import '../../../app/locales';
import { clearHistory } from '../api/clear-history';
import { fetchHistory } from '../api/fetch-history';
import { removeView } from '../api/remove-view';
import { user, view } from '../test-fixtures';
import { HistoryPage } from './history-page';

jest.mock('../api/fetch-history');
jest.mock('../api/remove-view');
jest.mock('../api/clear-history');

function renderSignedIn() {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({ user, membership: null, permissions: [] });
  return renderScreen(<HistoryPage />);
}

afterEach(async () => {
  sessionStore.getState().logout('logout');
  jest.resetAllMocks();
  await act(() => i18n.changeLanguage('zh'));
});

test('shows each view with its count and device', async () => {
  jest.mocked(fetchHistory).mockResolvedValue({ rows: [view], total: 1 });
  renderSignedIn();
  expect(await screen.findByRole('link', { name: 'Azeite Virgem Extra' })).toBeTruthy();
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
  jest.mocked(fetchHistory).mockResolvedValue({ rows: [{ ...view, viewTime }], total: 1 });
  renderSignedIn();
  await screen.findByRole('link', { name: 'Azeite Virgem Extra' });
  const titles = [...document.querySelectorAll('thead th')].map((cell) => cell.textContent);
  const cells = [...document.querySelectorAll('tbody tr[data-row-key] td')].map(
    (cell) => cell.textContent,
  );
  expect(cells[titles.indexOf(column)]).toBe(time);
});

test('clearing everything asks first', async () => {
  jest.mocked(fetchHistory).mockResolvedValueOnce({ rows: [view], total: 1 });
  jest.mocked(fetchHistory).mockResolvedValue({ rows: [], total: 0 });
  jest.mocked(clearHistory).mockResolvedValue('操作成功');
  renderSignedIn();
  await screen.findByText('Azeite Virgem Extra');
  fireEvent.click(screen.getByRole('button', { name: '清空浏览记录' }));
  const confirm = await screen.findByRole('tooltip');
  expect(within(confirm).getByText(/确定清空全部浏览记录吗/)).toBeTruthy();
  expect(clearHistory).not.toHaveBeenCalled();
  fireEvent.click(within(confirm).getByRole('button', { name: /清\s*空/ }));
  await waitFor(() => expect(clearHistory).toHaveBeenCalledTimes(1));
  expect(await screen.findByText('暂无浏览记录')).toBeTruthy();
});

test('removing one entry asks first', async () => {
  jest.mocked(fetchHistory).mockResolvedValue({ rows: [view], total: 1 });
  jest.mocked(removeView).mockResolvedValue('删除成功');
  renderSignedIn();
  fireEvent.click(await screen.findByRole('button', { name: '删除 Azeite Virgem Extra' }));
  const confirm = await screen.findByRole('tooltip');
  fireEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
  await waitFor(() => expect(removeView).toHaveBeenCalledWith(21));
  expect(clearHistory).not.toHaveBeenCalled();
});
