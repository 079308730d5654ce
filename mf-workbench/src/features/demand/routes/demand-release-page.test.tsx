import { act, fireEvent, screen, within } from '@testing-library/react';
import { haiguanApi } from '@portal/api-client';
import type { PageEnvelope } from '@portal/contracts';
import { i18n } from '@portal/i18n';
import { renderScreen } from '@portal/ui/testing';
import { signIn, watchBus } from '../../../test/session';
import { fetchOwnDemands, fetchSentQuotes, type OwnDemand } from '../api/demand';
import { ownDemand as demand, sentQuote as quote } from '../test-fixtures';
import { DemandReleasePage } from './demand-release-page';

jest.mock('../api/demand');

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
  signIn();
  jest.mocked(fetchOwnDemands).mockResolvedValue({ rows: [demand], total: 1 });
  jest.mocked(fetchSentQuotes).mockResolvedValue({ rows: [quote], total: 1 });
});
afterEach(async () => {
  bus.stop();
  jest.resetAllMocks();
  await act(() => i18n.changeLanguage('zh'));
});

/** A table's cells by their column's title. */
function cellsOf(table: HTMLElement): Record<string, string> {
  const titles = [...table.querySelectorAll('thead th')].map((cell) => cell.textContent ?? '');
  const row = table.querySelector('tbody tr[data-row-key]')!;
  const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '');
  return Object.fromEntries(titles.map((title, index) => [title, cells[index] ?? '']));
}

test('in English the demands and quotes show quantity, unit, money and deadline the English way', async () => {
  await act(() => i18n.changeLanguage('en'));
  renderScreen(<DemandReleasePage pathname="/demandRelease" search="" routeKey="demandRelease" />);
  await screen.findByText('Procura de cortiça natural');
  expect(cellsOf(screen.getByRole('table'))).toEqual(
    expect.objectContaining({
      Quantity: '1,200 boxes',
      'Price range': '$3.50 – $4.20',
      Deadline: '12/31/2026',
    }),
  );

  fireEvent.click(screen.getByRole('tab', { name: 'My quotes' }));
  const quotes = await screen.findByText('采购普洱茶饼');
  const table = quotes.closest('table')!;
  expect(cellsOf(table)).toEqual(
    expect.objectContaining({ 'My quote': 'CN¥1,268.50 / cake', Quantity: '30 cakes' }),
  );
});

test('in Chinese the figures keep the Chinese way, with the unit as the dictionary names it', async () => {
  renderScreen(<DemandReleasePage pathname="/demandRelease" search="" routeKey="demandRelease" />);
  await screen.findByText('Procura de cortiça natural');
  expect(cellsOf(screen.getByRole('table'))).toEqual(
    expect.objectContaining({
      数量: '1,200 盒',
      价格区间: 'US$3.50 – US$4.20',
      截止日期: '2026/12/31',
    }),
  );
});

test('the status filter asks the server for that status and shows the demands it answers', async () => {
  const expired: OwnDemand = { ...demand, id: 4, title: 'Procura de azulejos', status: 2 };
  const completed: OwnDemand = { ...demand, id: 5, title: 'Procura de granito', status: 3 };
  // The real request function, on a server that filters as the API does (status absent: all).
  const actual = jest.requireActual<typeof import('../api/demand')>('../api/demand');
  jest.mocked(fetchOwnDemands).mockImplementation(actual.fetchOwnDemands);
  const page = jest.spyOn(haiguanApi, 'page').mockImplementation(async (_url, query) => {
    const status = (query as { status?: number }).status;
    const rows = [demand, expired, completed].filter((row) => !status || row.status === status);
    return { code: 200, msg: '操作成功', rows, total: rows.length } as PageEnvelope<never>;
  });
  try {
    renderScreen(
      <DemandReleasePage pathname="/demandRelease" search="" routeKey="demandRelease" />,
    );
    const table = () => screen.getByRole('table');
    const titles = () =>
      [...table().querySelectorAll('tbody tr[data-row-key]')].map(
        (row) => row.querySelector('td')?.textContent,
      );

    // Ongoing first.
    await screen.findByText('Procura de cortiça natural');
    expect((screen.getByRole('radio', { name: '进行中' }) as HTMLInputElement).checked).toBe(true);
    expect(page).toHaveBeenLastCalledWith(
      '/api/demand/ownList',
      { pageNum: 1, pageSize: 10, status: 1 },
      { silent: true },
    );
    expect(titles()).toEqual(['Procura de cortiça natural']);

    fireEvent.click(screen.getByRole('radio', { name: '已过期' }));
    await screen.findByText('Procura de azulejos');
    expect(page).toHaveBeenLastCalledWith(
      '/api/demand/ownList',
      { pageNum: 1, pageSize: 10, status: 2 },
      { silent: true },
    );
    expect(titles()).toEqual(['Procura de azulejos']);
    // A demand that is no longer ongoing shows its status and cannot be edited.
    expect(cellsOf(table())).toEqual(expect.objectContaining({ 状态: '已过期' }));
    expect(within(table()).queryByRole('button', { name: '编辑' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: '已完成' }));
    await screen.findByText('Procura de granito');
    expect(page).toHaveBeenLastCalledWith(
      '/api/demand/ownList',
      { pageNum: 1, pageSize: 10, status: 3 },
      { silent: true },
    );
    expect(titles()).toEqual(['Procura de granito']);

    // "All" sends no status at all.
    fireEvent.click(screen.getByRole('radio', { name: '全部' }));
    await screen.findByText('Procura de cortiça natural');
    expect(page).toHaveBeenLastCalledWith(
      '/api/demand/ownList',
      { pageNum: 1, pageSize: 10 },
      { silent: true },
    );
    expect(titles()).toEqual([
      'Procura de cortiça natural',
      'Procura de azulejos',
      'Procura de granito',
    ]);
    expect(page).toHaveBeenCalledTimes(4);
  } finally {
    page.mockRestore();
  }
});

test('changing the status filter goes back to the first page', async () => {
  const many = Array.from({ length: 10 }, (_, index) => ({
    ...demand,
    id: 100 + index,
    title: `Procura ${index + 1}`,
  }));
  jest
    .mocked(fetchOwnDemands)
    .mockImplementation(async (status, pageNum) =>
      status === 2
        ? { rows: [{ ...demand, id: 4, title: 'Procura de azulejos', status: 2 }], total: 1 }
        : { rows: pageNum === 1 ? many : [{ ...demand, id: 200, title: 'Procura 11' }], total: 11 },
    );
  renderScreen(<DemandReleasePage pathname="/demandRelease" search="" routeKey="demandRelease" />);
  await screen.findByText('Procura 1');
  fireEvent.click(screen.getByTitle('2'));
  await screen.findByText('Procura 11');
  expect(fetchOwnDemands).toHaveBeenLastCalledWith(1, 2, 10);

  fireEvent.click(screen.getByRole('radio', { name: '已过期' }));
  await screen.findByText('Procura de azulejos');
  expect(fetchOwnDemands).toHaveBeenLastCalledWith(2, 1, 10);
  expect(screen.queryByText('Procura 11')).toBeNull();
});
