import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failure, mockApi, ok } from '@portal/api-client/testing';
import { statisticsEndpoints } from '@portal/contracts/endpoints/statistics';
import { PlatformFigures, TradeFlows } from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { bigScreenTradeFlows, platformFigures } from '../test-fixtures';
import { BigScreenPage, FIGURES_REFRESH_MS } from './big-screen-page';
import { renderScreen } from '@portal/ui/testing';

const api = mockApi();
const TRADE_FLOWS = statisticsEndpoints.tradeFlows;
const FIGURES = statisticsEndpoints.platformFigures;
const OFFLINE = failure({ code: 503, msg: '服务暂时不可用' }, 503);

const time = (iso: string) =>
  new Intl.DateTimeFormat('zh-CN', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

function page() {
  return <BigScreenPage pathname="/bigScreen" search="" routeKey="bigScreen" />;
}

const tile = (label: string) => screen.getByText(label).closest('li')!;
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => {
  api.on(TRADE_FLOWS, ok(TradeFlows, bigScreenTradeFlows));
  api.on(FIGURES, ok(PlatformFigures, platformFigures('2026-11-25T08:00:05Z', 57)));
});
afterEach(async () => {
  jest.useRealTimers();
  await act(() => i18n.changeLanguage('zh'));
});

test('shows the trade headline, the platform’s figures and orders by status', async () => {
  renderScreen(page());
  expect((await screen.findByText('认证企业')).closest('li')!.textContent).toBe('认证企业57');
  expect(tile('在售产品').textContent).toBe('在售产品1,284');
  expect(tile('订单总数').textContent).toBe('订单总数19');
  expect(tile('线上展会').textContent).toBe('线上展会6进行中 2 个 · 即将开始 3 个');
  expect(tile('中国—葡语国家贸易额（2024 年）').textContent).toBe(
    '中国—葡语国家贸易额（2024 年）2,200亿美元较 2023 年 +10%',
  );
  expect(tile('澳门—葡语国家贸易额（2024 年）').textContent).toContain('4,300万美元');
  expect(screen.getByTestId('big-screen-updated').textContent).toBe(
    `平台数据更新于 ${time('2026-11-25T08:00:05Z')}`,
  );

  expect(rowsOf(screen.getByRole('table', { name: '订单按状态' }))).toEqual([
    ['状态', '订单数'],
    ['交易待审核', '3'],
    ['交易已驳回', '1'],
    ['交易通过至合同执行', '8'],
    ['合同待审核', '2'],
    ['合同已驳回', '0'],
    ['订单完成', '4'],
    ['已作废', '1'],
  ]);
  // The charts' tables hold the same figures, exactly.
  expect(
    rowsOf(screen.getByRole('table', { name: '中国的主要葡语贸易伙伴（2024 年进出口总额）' })),
  ).toEqual([
    ['贸易伙伴', '进出口总额（美元）'],
    ['巴西', '185,000,000,000.50'],
    ['安哥拉', '25,000,000,000'],
    ['葡萄牙', '10,000,000,000'],
  ]);
  expect(rowsOf(screen.getByRole('table', { name: '中国与葡语国家进出口总额：历年走势' }))).toEqual(
    [
      ['年份', '进出口总额（美元）'],
      ['2023', '200,000,000,000'],
      ['2024', '220,000,000,000.50'],
    ],
  );
  expect(screen.getAllByText('数据来源：UN Comtrade（联合国商品贸易统计数据库）').length).toBe(4);
});

test(`asks for the platform’s figures again every ${FIGURES_REFRESH_MS / 1000} s`, async () => {
  jest.useFakeTimers({ now: new Date('2026-11-25T08:00:06Z') });
  renderScreen(page());
  await screen.findByText('57');
  expect(api.requests(FIGURES)).toHaveLength(1);
  expect(screen.getByText('每 30 秒自动更新')).toBeTruthy();

  api.on(FIGURES, ok(PlatformFigures, platformFigures('2026-11-25T08:00:35Z', 58)));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(FIGURES_REFRESH_MS - 1_000);
  });
  expect(api.requests(FIGURES)).toHaveLength(1);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1_000);
  });
  expect(api.requests(FIGURES)).toHaveLength(2);
  expect(await screen.findByText('58')).toBeTruthy();
  expect(screen.getByTestId('big-screen-updated').textContent).toBe(
    `平台数据更新于 ${time('2026-11-25T08:00:35Z')}`,
  );
  // The trade series are not asked for again so soon.
  expect(api.requests(TRADE_FLOWS)).toHaveLength(1);
});

test('a failed refresh keeps the last figures and says so', async () => {
  jest.useFakeTimers({ now: new Date('2026-11-25T08:00:06Z') });
  renderScreen(page());
  await screen.findByText('57');
  api.on(FIGURES, OFFLINE);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(FIGURES_REFRESH_MS);
  });
  expect((await screen.findByRole('status')).textContent).toBe(
    `最近一次更新失败，显示的是 ${time('2026-11-25T08:00:05Z')} 的数据，稍后自动重试。`,
  );
  expect(screen.getByText('57')).toBeTruthy();
});

test('says so when the platform’s figures cannot be loaded, and retries', async () => {
  api.on(FIGURES, (_request, call) =>
    call === 0 ? OFFLINE : ok(PlatformFigures, platformFigures('2026-11-25T08:00:05Z', 57)),
  );
  renderScreen(page());
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('平台数据暂时无法加载');
  // The trade figures do not depend on them.
  expect(await screen.findByText('中国—葡语国家贸易额（2024 年）')).toBeTruthy();
  fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
  expect(await screen.findByText('57')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});

test('speaks Portuguese', async () => {
  await act(() => i18n.changeLanguage('pt'));
  renderScreen(page());
  expect((await screen.findByText('Empresas verificadas')).closest('li')!.textContent).toBe(
    'Empresas verificadas57',
  );
  expect(screen.getByText('Comércio China–PLP (2024)').closest('li')!.textContent).toContain(
    'US$ 220 mil milhões',
  );
  expect(screen.getByRole('row', { name: /Encomenda concluída/ }).textContent).toContain('4');
});
