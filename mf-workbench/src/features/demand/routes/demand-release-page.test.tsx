import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockApi, page } from '@portal/api-client/testing';
import { demandEndpoints } from '@portal/contracts/endpoints/demand';
import { OwnDemand as OwnDemandRow, SentDemandQuote } from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { renderScreen } from '@portal/ui/testing';
import { signIn, watchBus } from '../../../test/session';
import type { OwnDemand } from '../api/demand';
import { ownDemand as demand, sentQuote as quote } from '../test-fixtures';
import { DemandReleasePage } from './demand-release-page';

const api = mockApi();
const OWN_DEMANDS = demandEndpoints.ownList;
const SENT_QUOTES = demandEndpoints.sentQuotes;

/** The query strings the server received for the company's demands, in order. */
const demandQueries = () => api.requests(OWN_DEMANDS).map((request) => request.query);

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
  signIn();
  api.on(OWN_DEMANDS, page(OwnDemandRow, [demand]));
  api.on(SENT_QUOTES, page(SentDemandQuote, [quote]));
});
afterEach(async () => {
  bus.stop();
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

test('on a phone each demand is a card of labelled lines, not a table', async () => {
  const desktop = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ ...desktop(query), matches: query.includes('max-width') }) as MediaQueryList;
  try {
    renderScreen(
      <DemandReleasePage pathname="/demandRelease" search="" routeKey="demandRelease" />,
    );
    const title = await screen.findByRole('link', { name: 'Procura de cortiça natural' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = title.closest('li')!;
    const lines = [...card.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['数量', '1,200 盒'],
        ['价格区间', 'US$3.50 – US$4.20'],
        ['截止日期', '2026/12/31'],
      ]),
    );
  } finally {
    window.matchMedia = desktop;
  }
});

test('the status filter asks the server for that status and shows the demands it answers', async () => {
  const expired: OwnDemand = { ...demand, id: 4, title: 'Procura de azulejos', status: 2 };
  const completed: OwnDemand = { ...demand, id: 5, title: 'Procura de granito', status: 3 };
  // A server that filters as the API does (status absent: all).
  api.on(OWN_DEMANDS, ({ query }) =>
    page(
      OwnDemandRow,
      [demand, expired, completed].filter(
        (row) => query.status === undefined || String(row.status) === query.status,
      ),
    ),
  );
  renderScreen(<DemandReleasePage pathname="/demandRelease" search="" routeKey="demandRelease" />);
  const table = () => screen.getByRole('table');
  const titles = () =>
    [...table().querySelectorAll('tbody tr[data-row-key]')].map(
      (row) => row.querySelector('td')?.textContent,
    );

  // Ongoing first.
  await screen.findByText('Procura de cortiça natural');
  expect((screen.getByRole('radio', { name: '进行中' }) as HTMLInputElement).checked).toBe(true);
  expect(demandQueries().at(-1)).toEqual({ pageNum: '1', pageSize: '10', status: '1' });
  expect(titles()).toEqual(['Procura de cortiça natural']);

  fireEvent.click(screen.getByRole('radio', { name: '已过期' }));
  await screen.findByText('Procura de azulejos');
  expect(demandQueries().at(-1)).toEqual({ pageNum: '1', pageSize: '10', status: '2' });
  expect(titles()).toEqual(['Procura de azulejos']);
  // A demand that is no longer ongoing shows its status and cannot be edited.
  expect(cellsOf(table())).toEqual(expect.objectContaining({ 状态: '已过期' }));
  expect(within(table()).queryByRole('button', { name: '编辑' })).toBeNull();

  fireEvent.click(screen.getByRole('radio', { name: '已完成' }));
  await screen.findByText('Procura de granito');
  expect(demandQueries().at(-1)).toEqual({ pageNum: '1', pageSize: '10', status: '3' });
  expect(titles()).toEqual(['Procura de granito']);

  // "All" sends no status at all.
  fireEvent.click(screen.getByRole('radio', { name: '全部' }));
  await screen.findByText('Procura de cortiça natural');
  expect(demandQueries().at(-1)).toEqual({ pageNum: '1', pageSize: '10' });
  expect(titles()).toEqual([
    'Procura de cortiça natural',
    'Procura de azulejos',
    'Procura de granito',
  ]);
  expect(demandQueries()).toHaveLength(4);
});

test('changing the status filter goes back to the first page', async () => {
  const many = Array.from({ length: 10 }, (_, index) => ({
    ...demand,
    id: 100 + index,
    title: `Procura ${index + 1}`,
  }));
  api.on(OWN_DEMANDS, ({ query }) => {
    if (query.status === '2')
      return page(OwnDemandRow, [{ ...demand, id: 4, title: 'Procura de azulejos', status: 2 }]);
    return query.pageNum === '1'
      ? page(OwnDemandRow, many, 11)
      : page(OwnDemandRow, [{ ...demand, id: 200, title: 'Procura 11' }], 11);
  });
  renderScreen(<DemandReleasePage pathname="/demandRelease" search="" routeKey="demandRelease" />);
  await screen.findByText('Procura 1');
  fireEvent.click(screen.getByTitle('2'));
  await screen.findByText('Procura 11');
  expect(demandQueries().at(-1)).toEqual({ pageNum: '2', pageSize: '10', status: '1' });

  fireEvent.click(screen.getByRole('radio', { name: '已过期' }));
  await screen.findByText('Procura de azulejos');
  expect(demandQueries().at(-1)).toEqual({ pageNum: '1', pageSize: '10', status: '2' });
  expect(screen.queryByText('Procura 11')).toBeNull();
});

test('opened from a workbench home count, the list asks for what it counted; each filter is a switch that comes off', async () => {
  renderScreen(
    <DemandReleasePage
      pathname="/demandRelease"
      search="?quotesReceived=1"
      routeKey="demandRelease"
    />,
  );
  await screen.findByText('Procura de cortiça natural');
  expect(demandQueries()).toEqual([
    { pageNum: '1', pageSize: '10', status: '1', quotesReceived: 'true' },
  ]);
  const quoted = screen.getByRole<HTMLInputElement>('checkbox', { name: '只看收到报价的需求' });
  const expiring = screen.getByRole<HTMLInputElement>('checkbox', { name: '只看7天内截止的需求' });
  expect([quoted.checked, expiring.checked]).toEqual([true, false]);

  fireEvent.click(expiring);
  fireEvent.click(quoted);
  expect(bus.navigations).toEqual([
    '/demandRelease?quotesReceived=1&expiringSoon=1',
    '/demandRelease',
  ]);
});

test('a filtered list with nothing in it says that nothing matches, not that nothing was posted', async () => {
  api.on(OWN_DEMANDS, page(OwnDemandRow, []));
  renderScreen(
    <DemandReleasePage
      pathname="/demandRelease"
      search="?expiringSoon=1"
      routeKey="demandRelease"
    />,
  );
  expect(await screen.findByText('没有符合这些条件的需求')).toBeTruthy();
  expect(screen.queryByText('还没有发布需求')).toBeNull();
});
