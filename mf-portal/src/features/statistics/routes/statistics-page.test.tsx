import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failure, mockApi, ok } from '@portal/api-client/testing';
import { statisticsEndpoints } from '@portal/contracts/endpoints/statistics';
import {
  StatisticsFilters,
  StatisticsTopChapters,
  StatisticsTradeSeries,
} from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { bus } from '@portal/session';
import { statisticsFilters, topChapters, tradeSeries } from '../test-fixtures';
import { StatisticsPage } from './statistics-page';
import { blobText, renderScreen } from '@portal/ui/testing';

const api = mockApi();
const FILTERS = statisticsEndpoints.filters;
const TRADE = statisticsEndpoints.trade;
const CHAPTERS = statisticsEndpoints.chapters;

function page(search: string) {
  return <StatisticsPage pathname="/statistics" search={search} routeKey="statistics" />;
}

let navigations: string[] = [];
const onNavigate = ({ to }: { to: string }) => navigations.push(to);
beforeEach(() => {
  navigations = [];
  bus.on('navigate', onNavigate);
  api.on(FILTERS, ok(StatisticsFilters, statisticsFilters));
  api.on(TRADE, ok(StatisticsTradeSeries, tradeSeries));
  api.on(CHAPTERS, ok(StatisticsTopChapters, topChapters));
});
afterEach(async () => {
  bus.off('navigate', onNavigate);
  await act(() => i18n.changeLanguage('zh'));
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/**
 * Opens an antd Select by its label and picks an option by its text, in the dropdown it opened:
 * the last one added to the page (several Selects offer the same years).
 */
async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  await waitFor(() => {
    const dropdown = [...document.querySelectorAll('.ant-select-dropdown')].at(-1)!;
    const item = [...dropdown.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.textContent === option,
    );
    expect(item).toBeTruthy();
    fireEvent.click(item!);
  });
}

test('shows the API’s figures exactly in a table under each chart, with the source', async () => {
  renderScreen(page('?partners=BR,PT&from=2022&flow=exports'));
  const byYear = await screen.findByRole('table', { name: '出口：历年走势' });
  expect(api.requests(TRADE).map((request) => request.query)).toContainEqual({
    reporter: 'china',
    partners: 'BR,PT',
    from: '2022',
    to: '2024',
    flow: 'exports',
  });
  expect(rowsOf(byYear)).toEqual([
    ['年份', '出口（美元）'],
    ['2022', '62,389,301,542'],
    ['2023', '60,961,519,911.50'],
    ['2024', '未申报'],
  ]);
  expect(
    rowsOf(screen.getByRole('table', { name: '出口：按贸易伙伴（2022—2024 年合计）' })),
  ).toEqual([
    ['贸易伙伴', '出口（美元）'],
    ['巴西', '115,000,000,000'],
    ['葡萄牙', '8,350,821,453.50'],
    ['合计', '123,350,821,453.50'],
  ]);
  expect(screen.getByTestId('statistics-summary').textContent).toBe(
    '中国—葡语国家 出口，巴西和葡萄牙，2022—2024 年：1,233.5亿美元',
  );

  const chapters = await screen.findByRole('table', { name: '中国出口：按 HS 章' });
  // One partner's chapters at a time, the first chosen one's; no HS chapter chosen: none is sent.
  expect(screen.getByRole('heading', { name: '主要 HS 商品章：巴西，2024 年' })).toBeTruthy();
  expect(api.requests(CHAPTERS).map((request) => request.query)).toEqual([
    { reporter: 'china', partners: 'BR', year: '2024', flow: 'exports' },
  ]);
  expect(rowsOf(chapters)).toEqual([
    ['HS 章', '出口（美元）', '份额'],
    ['85 电机、电气设备及其零件', '20,000,000,000', '27.4%'],
    ['84 核反应堆、锅炉、机器', '10,000,000,000', '13.7%'],
    ['其他商品章', '43,000,000,000', '58.9%'],
    ['全部商品章', '73,000,000,000', '100%'],
  ]);
  // The caption with every set of figures: summary, two trade tables, one chapter table.
  expect(screen.getAllByText('数据来源：UN Comtrade（联合国商品贸易统计数据库）')).toHaveLength(4);
  // Tables scroll inside a named region of their own.
  expect(screen.getByRole('region', { name: '出口：历年走势（表格）' })).toBeTruthy();
});

test('total and balance show the chapters of both directions; Macau has none', async () => {
  const { unmount } = renderScreen(page('?flow=balance'));
  expect(await screen.findByRole('heading', { name: '中国出口：按 HS 章' })).toBeTruthy();
  expect(await screen.findByRole('heading', { name: '中国进口：按 HS 章' })).toBeTruthy();
  unmount();
  const chaptersAsked = api.requests(CHAPTERS).length;
  renderScreen(page('?reporter=macau'));
  expect(await screen.findByText(/澳门暂无此项数据/)).toBeTruthy();
  expect(api.requests(CHAPTERS)).toHaveLength(chaptersAsked);
});

test('every filter writes the address', async () => {
  renderScreen(page('?partners=BR,PT&from=2022&flow=exports'));
  await screen.findByRole('table', { name: '出口：历年走势' });

  fireEvent.click(screen.getByRole('radio', { name: '贸易差额' }));
  fireEvent.click(screen.getByRole('radio', { name: '澳门—葡语国家' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '安哥拉' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '巴西' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '全部伙伴' }));
  await pick('结束年份', '2023');
  await pick('HS 章', '26 矿砂、矿渣及矿灰');
  await pick('贸易伙伴', '葡萄牙');
  await pick('年份', '2020');

  expect(navigations).toEqual([
    '/statistics?partners=BR,PT&from=2022&flow=balance',
    '/statistics?reporter=macau&partners=BR,PT&from=2022&flow=exports',
    '/statistics?partners=AO,BR,PT&from=2022&flow=exports',
    '/statistics?partners=PT&from=2022&flow=exports',
    '/statistics?from=2022&flow=exports',
    '/statistics?partners=BR,PT&from=2022&to=2023&flow=exports',
    '/statistics?partners=BR,PT&from=2022&flow=exports&hs=26',
    '/statistics?partners=BR,PT&from=2022&flow=exports&chapterPartner=PT',
    '/statistics?partners=BR,PT&from=2022&flow=exports&chapterYear=2020',
  ]);
});

test('a CSV download holds the table’s rows, exact, and the source', async () => {
  const blobs: Blob[] = [];
  const createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:statistics';
  });
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

  renderScreen(page('?partners=BR,PT&from=2022&flow=exports'));
  await screen.findByRole('table', { name: '出口：历年走势' });
  fireEvent.click(
    screen.getByRole('button', { name: '下载 CSV：出口：按贸易伙伴（2022—2024 年合计）' }),
  );

  expect(click).toHaveBeenCalledTimes(1);
  expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
    'china-plp-exports-2022-2024-by-partner.csv',
  );
  expect(await blobText(blobs[0]!)).toBe(
    [
      '贸易伙伴,出口（美元）',
      '巴西,115000000000',
      '葡萄牙,8350821453.5',
      '合计,123350821453.5',
      '',
      '数据来源：UN Comtrade（联合国商品贸易统计数据库）',
      '',
    ].join('\r\n'),
  );
  click.mockRestore();
});

test('speaks Portuguese: partner names and mil milhões', async () => {
  await act(() => i18n.changeLanguage('pt'));
  renderScreen(page('?partners=BR,PT&from=2022&flow=exports'));
  const table = await screen.findByRole('table', {
    name: 'Exportações por parceiro (soma de 2022–2024)',
  });
  expect(rowsOf(table)[1]).toEqual(['Brasil', '115.000.000.000']);
  expect(screen.getByTestId('statistics-summary').textContent).toContain('US$ 123,4 mil milhões');
  expect(screen.getAllByText(/Fonte: UN Comtrade/).length).toBeGreaterThan(0);
});

test('says so when the figures cannot be loaded, and retries', async () => {
  api.on(FILTERS, (_request, call) =>
    call === 0
      ? failure({ code: 503, msg: '服务暂时不可用' }, 503)
      : ok(StatisticsFilters, statisticsFilters),
  );
  renderScreen(page(''));
  fireEvent.click(await screen.findByRole('button', { name: /重新加载/ }));
  await waitFor(() => expect(api.requests(FILTERS)).toHaveLength(2));
  expect(await screen.findByRole('table', { name: '出口：历年走势' })).toBeTruthy();
});
