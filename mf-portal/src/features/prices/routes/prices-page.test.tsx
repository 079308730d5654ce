import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failure, mockApi, ok } from '@portal/api-client/testing';
import {
  PriceEntryBody,
  PriceHistory,
  PriceList,
  SavedPriceEntry,
} from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { bus, sessionStore } from '@portal/session';
import { oliveOilHistory, priceList, soybeanHistory, unobservedPriceList } from '../test-fixtures';
import { PricesPage } from './prices-page';
import { renderScreen } from '@portal/ui/testing';
import { priceEndpoints } from '@portal/contracts/endpoints/prices';

const api = mockApi();
const PRICES = priceEndpoints.list;
const PRICE_HISTORY = priceEndpoints.history;
const ENTER_PRICE = priceEndpoints.enter;
/** The paths of the histories the server was asked for, in order. */
const historyPaths = () => api.requests(PRICE_HISTORY).map((request) => request.path);

function page(search = '') {
  return <PricesPage pathname="/prices" search={search} routeKey="prices" />;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

let navigations: string[] = [];
const onNavigate = ({ to }: { to: string }) => navigations.push(to);
beforeEach(() => {
  navigations = [];
  bus.on('navigate', onNavigate);
  api.on(PRICES, ok(PriceList, priceList));
  api.on(PRICE_HISTORY, ok(PriceHistory, oliveOilHistory));
});
afterEach(async () => {
  bus.off('navigate', onNavigate);
  sessionStore.getState().logout?.('logout');
  await act(() => i18n.changeLanguage('zh'));
});

test('lists each commodity’s latest price with unit, change, observation date and source', async () => {
  renderScreen(page());
  const table = await screen.findByRole('table', { name: '商品价格一览' });
  expect(rowsOf(table)).toEqual([
    ['商品', '最新价格', '较上次观测', '观测日期', '来源', '走势'],
    [
      '特级初榨橄榄油葡萄牙特级初榨橄榄油，散装，出厂价',
      '€4.37 / 千克',
      '+€0.01 (+0.23%)',
      '2025/12/31',
      '示例数据',
      '正在显示',
    ],
    [
      '大豆巴西大豆，FOB 巴拉那瓜港',
      'US$398.25 / 吨',
      '-US$4.25 (-1.06%)',
      '2026/11/06',
      'Paranaguá FOB, weekly',
      '查看走势',
    ],
    ['天然软木葡萄牙天然软木原料', '暂无观测', '—', '—', '—', '查看走势'],
  ]);
  // When the newest figure was observed, and that sample figures are not market prices.
  expect(screen.getByText('最近一次观测：2026/11/06')).toBeTruthy();
  expect(screen.getByText('标注为“示例数据”的价格仅用于演示，不是市场价格。')).toBeTruthy();
  // A commodity never observed has no history to show.
  expect(
    (screen.getByRole('button', { name: '查看走势: 天然软木' }) as HTMLButtonElement).disabled,
  ).toBe(true);
});

test('the chart’s table alternative holds exactly the history’s figures', async () => {
  renderScreen(page());
  const title = '特级初榨橄榄油：价格走势（EUR / 千克）';
  expect(await screen.findByRole('img', { name: `${title}（图表，数据见下表）` })).toBeTruthy();
  const table = await screen.findByRole('table', { name: title });
  expect(historyPaths()).toContain('/haiguan/api/prices/olive-oil/history');
  expect(rowsOf(table)).toEqual([
    ['观测日期', '价格（EUR / 千克）', '来源'],
    ...oliveOilHistory.observations.map((observation) => [
      observation.observedOn.replaceAll('-', '/'),
      `€${observation.price}`,
      '示例数据',
    ]),
  ]);
  expect(screen.getByRole('region', { name: `${title}（表格）` })).toBeTruthy();
});

test('choosing another commodity puts it in the address; the address chooses the history', async () => {
  const { unmount } = renderScreen(page());
  fireEvent.click(await screen.findByRole('button', { name: '查看走势: 大豆' }));
  expect(navigations).toEqual(['/prices?commodity=soybeans']);
  unmount();

  api.on(PRICE_HISTORY, ok(PriceHistory, soybeanHistory));
  renderScreen(page('?commodity=soybeans'));
  expect(await screen.findByRole('heading', { name: '大豆：价格走势（USD / 吨）' })).toBeTruthy();
  expect(historyPaths()).toContain('/haiguan/api/prices/soybeans/history');
  expect(screen.getByRole('button', { name: '正在显示: 大豆' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
});

test('with nothing observed it says so instead of showing figures', async () => {
  api.on(PRICES, ok(PriceList, unobservedPriceList));
  renderScreen(page());
  expect(await screen.findByText('暂无价格观测')).toBeTruthy();
  expect(
    screen.getByText(
      '还没有导入任何价格。平台运营人员导入价格文件或录入价格后，这里会列出各商品的价格和走势。',
    ),
  ).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
  expect(api.requests(PRICE_HISTORY)).toEqual([]);
});

test('in Portuguese, with a retry when the prices cannot be loaded', async () => {
  await act(() => i18n.changeLanguage('pt'));
  api.on(PRICES, (_request, call) =>
    call === 0 ? failure({ code: 503, msg: '服务暂时不可用' }, 503) : ok(PriceList, priceList),
  );
  renderScreen(page());
  fireEvent.click(await screen.findByRole('button', { name: 'Tentar de novo' }));
  expect(await screen.findByRole('table', { name: 'Preços das mercadorias' })).toBeTruthy();
  expect(screen.getByText('Última observação: 06/11/2026')).toBeTruthy();
  expect(screen.getAllByText('Dados de exemplo').length).toBeGreaterThan(0);
});

test('only the platform team sees the entry form; the server’s refusal is shown', async () => {
  const { unmount } = renderScreen(page());
  await screen.findByRole('table', { name: '商品价格一览' });
  expect(screen.queryByRole('heading', { name: '录入价格（平台运营）' })).toBeNull();
  unmount();

  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({
    user: { userId: 9, userName: 'operator' } as never,
    membership: null,
    permissions: ['platform:price:manage'],
  });
  api.on(
    ENTER_PRICE,
    (_request, call) =>
      call === 0
        ? failure({
            code: 400,
            msg: '“observedOn”字段的日期 2026-12-01 晚于今天，观测日期不能是将来',
          })
        : ok(SavedPriceEntry, { commodity: 'soybeans', observedOn: '2026-11-20' }, '价格已保存'),
    { body: PriceEntryBody },
  );
  const pricesBefore = api.requests(PRICES).length;
  renderScreen(page());
  const form = (await screen.findByRole('heading', { name: '录入价格（平台运营）' })).closest(
    'section',
  )!;
  fireEvent.mouseDown(within(form).getByRole('combobox', { name: '商品' }));
  await waitFor(() => {
    const option = [...document.querySelectorAll('.ant-select-item-option')].find(
      (item) => item.textContent === '大豆',
    );
    expect(option).toBeTruthy();
    fireEvent.click(option!);
  });
  expect(await within(form).findByLabelText('价格（USD / 吨）')).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('观测日期'), { target: { value: '2026-12-01' } });
  fireEvent.change(within(form).getByLabelText('价格（USD / 吨）'), { target: { value: '401' } });
  fireEvent.change(within(form).getByLabelText('来源'), { target: { value: 'CBOT' } });
  fireEvent.click(within(form).getByRole('button', { name: /保存价格/ }));
  expect(
    await within(form).findByText('“observedOn”字段的日期 2026-12-01 晚于今天，观测日期不能是将来'),
  ).toBeTruthy();
  expect(api.requests(ENTER_PRICE).map((request) => request.body)).toEqual([
    { commodity: 'soybeans', observedOn: '2026-12-01', price: '401', source: 'CBOT' },
  ]);

  fireEvent.change(within(form).getByLabelText('观测日期'), { target: { value: '2026-11-20' } });
  fireEvent.click(within(form).getByRole('button', { name: /保存价格/ }));
  expect(await within(form).findByText('价格已保存')).toBeTruthy();
  expect(api.requests(ENTER_PRICE).at(-1)?.body).toEqual({
    commodity: 'soybeans',
    observedOn: '2026-11-20',
    price: '401',
    source: 'CBOT',
  });
  // The list is read again so the new figure shows.
  await waitFor(() => expect(api.requests(PRICES).length).toBeGreaterThan(pricesBefore + 1));
});
