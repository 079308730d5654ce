import { exchangeRateEndpoints } from '@portal/contracts/endpoints/exchange-rates';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { done, file, list, mockApi, ok, type Route } from '@portal/api-client/testing';
import { demandEndpoints } from '@portal/contracts/endpoints/demand';
import type { Endpoint } from '@portal/contracts/endpoints';
import {
  DemandQuoteChatOpened,
  DemandQuoteConfirmed,
  DemandReceivedQuote,
  ExchangeRates,
  OwnDemandDetail,
} from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { renderScreen } from '@portal/ui/testing';
import { signIn, watchBus } from '../../../test/session';
import type { ReceivedQuote } from '../api/demand';
import {
  oliveOilDemand as demand,
  priceTable as prices,
  receivedQuote as quote,
  specSheet as sheet,
} from '../test-fixtures';
import { DemandDetailPage } from './demand-detail-page';

const api = mockApi();
const DEMAND = demandEndpoints.own;
const QUOTES = demandEndpoints.receivedQuotes;
const RATES = exchangeRateEndpoints.rates;
const OPEN_CHAT = demandEndpoints.openQuoteChat;
const CONFIRM = demandEndpoints.confirmQuote;
const FINISH = demandEndpoints.finish;
const FILE = 'GET /haiguan/api/files/:id';

const quotesReply = (quotes: ReceivedQuote[]) => list(DemandReceivedQuote, quotes);
/** The paths the server received on `route`, in order. */
const pathsOf = (route: Route | Endpoint) => api.requests(route).map((request) => request.path);

const rateOf = (currency: string, perCny: number) => ({
  currency,
  perCny,
  rateDate: '2026-11-23',
  source: '中国银行中间价',
  updateTime: '2026-11-23T02:00:00.000Z',
});

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
  signIn();
  api.on(DEMAND, ok(OwnDemandDetail, demand));
  api.on(
    RATES,
    ok(ExchangeRates, {
      date: '2026-11-23',
      perCny: { EUR: 0.13, USD: 0.14 },
      rates: [rateOf('EUR', 0.13), rateOf('USD', 0.14)],
    }),
  );
  api.on(
    QUOTES,
    quotesReply([
      quote(1, { unitPrice: '5.2' }),
      quote(2, { totalPrice: '35000', currency: 'CNY', revised: true }),
    ]),
  );
});
afterEach(() => bus.stop());

test('compares the quotes in the chosen currency with the rates’ date', async () => {
  renderScreen(
    <DemandDetailPage pathname="/demandDetail" search="?id=4" routeKey="demandDetail" />,
  );
  const table = await screen.findByTestId('quote-comparison');
  expect(screen.getByTestId('rate-date').textContent).toBe('汇率日期 2026-11-23');
  const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
  // 35,000 CNY × 0.13 = 4,550 EUR, 4.55 EUR a litre: the cheaper one.
  expect(first.textContent).toContain('5.20');
  expect(second.textContent).toContain('4.55');
  expect(within(second).getByText('最低价')).toBeTruthy();
  expect(within(second).getByText('已修改')).toBeTruthy();
  // The chat opens on the demand card the server writes first.
  api.on(
    OPEN_CHAT,
    ok(DemandQuoteChatOpened, {
      receiverId: 201,
      message: {
        id: 900,
        messageId: '0b7c6a52-6f8e-4d55-9a8e-2d1f1c3b4a59',
        conversationId: 60,
        seq: 1,
        senderId: 5,
        receiverId: 201,
        type: 'demand',
        payload: JSON.stringify({ demandId: 4, quoteId: 1, title: demand.title }),
        haveRead: false,
        recalled: false,
        recalledBy: null,
        status: 'success',
        createTime: '2026-11-23T08:00:00.000Z',
      },
    }),
  );
  fireEvent.click(within(first).getByRole('button', { name: '与供应商沟通' }));
  await waitFor(() => expect(bus.navigations).toEqual(['/messages?to=201']));
  expect(pathsOf(OPEN_CHAT)).toEqual(['/haiguan/api/demand/4/quote/1/chat']);
});

test('each quote lists its attachments as links that open with the token', async () => {
  api.on(
    QUOTES,
    quotesReply([
      quote(1, { unitPrice: '5.2', attachments: [sheet, prices] }),
      quote(2, { unitPrice: '5.0' }),
    ]),
  );
  renderScreen(
    <DemandDetailPage pathname="/demandDetail" search="?id=4" routeKey="demandDetail" />,
  );
  const table = await screen.findByTestId('quote-comparison');
  expect(within(table).getByRole('columnheader', { name: '附件' })).toBeTruthy();
  const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
  const links = within(first).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['ficha-tecnica.png', '/haiguan/api/files/501'],
    ['tabela.png', '/haiguan/api/files/502'],
  ]);
  expect(within(second).queryAllByRole('link')).toEqual([]);

  // A stored file is served as its bytes; the link opens them as a blob.
  api.on(FILE, file('png', 'image/png'));
  const createObjectURL = jest.fn(() => 'blob:ficha');
  Object.assign(URL, { createObjectURL });
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  try {
    fireEvent.click(links[0]!);
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:ficha', '_blank', 'noopener'));
    expect(pathsOf(FILE)).toEqual(['/haiguan/api/files/501']);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  } finally {
    open.mockRestore();
  }
});

test('a revised quote keeps its first version, with its files, for the buyer to compare', async () => {
  api.on(
    QUOTES,
    quotesReply([
      quote(1, {
        unitPrice: '4.8',
        revised: true,
        previous: {
          unitPrice: '5.6',
          totalPrice: null,
          quantity: '800',
          currency: 'EUR',
          deliveryTerms: 'FOB Lisboa',
          deliveryDate: '2099-02-01',
          validUntil: '2099-01-10',
          message: '',
          attachments: [sheet],
        },
      }),
    ]),
  );
  renderScreen(
    <DemandDetailPage pathname="/demandDetail" search="?id=4" routeKey="demandDetail" />,
  );
  const table = await screen.findByTestId('quote-comparison');
  const row = within(table).getAllByRole('row')[1]!;
  const earlier = within(row).getByText('修改前的报价').closest('details')!;
  expect(earlier.textContent).toContain('单价 €5.60 / 升 · 800 升 · FOB Lisboa · 2099/02/01');
  expect(within(earlier).getByRole('link', { name: 'ficha-tecnica.png' })).toBeTruthy();
});

test('in English the demand and its quotes read the English way', async () => {
  await act(() => i18n.changeLanguage('en'));
  try {
    renderScreen(
      <DemandDetailPage pathname="/demandDetail" search="?id=4" routeKey="demandDetail" />,
    );
    const table = await screen.findByTestId('quote-comparison');
    const first = within(table).getAllByRole('row')[1]!;
    expect(first.textContent).toContain('€5.20');
    expect(first.textContent).toContain('1,000 litres');
    expect(screen.getByText('€4.00 – €6.00')).toBeTruthy();
  } finally {
    await act(() => i18n.changeLanguage('zh'));
  }
});

test('confirming asks first, then links to the created order', async () => {
  api.on(CONFIRM, ok(DemandQuoteConfirmed, { orderId: 77 }));
  renderScreen(
    <DemandDetailPage pathname="/demandDetail" search="?id=4" routeKey="demandDetail" />,
  );
  const table = await screen.findByTestId('quote-comparison');
  fireEvent.click(within(table).getAllByRole('button', { name: '确认此报价' })[1]!);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('确认 Fornecedor 2 的报价？')).toBeTruthy();
  expect(api.requests(CONFIRM)).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: /确 ?定/ }));
  await waitFor(() => expect(pathsOf(CONFIRM)).toEqual(['/haiguan/api/quote/2/confirm']));
  expect((await screen.findByTestId('order-link')).getAttribute('href')).toBe(
    '/orderSupplement?param=77',
  );
});

test('finishing asks first, then shows the demand completed with its quotes ended', async () => {
  // The server's answer once the demand is finished: completed, its open quotes expired.
  const finished = () => api.requests(FINISH).length > 0;
  api.on(FINISH, done('操作成功'));
  api.on(DEMAND, () => ok(OwnDemandDetail, finished() ? { ...demand, status: 3 } : demand));
  api.on(QUOTES, () =>
    quotesReply([
      quote(1, { unitPrice: '5.2', status: finished() ? 3 : 1 }),
      quote(2, { unitPrice: '5.0', status: finished() ? 3 : 1 }),
    ]),
  );
  renderScreen(
    <DemandDetailPage pathname="/demandDetail" search="?id=4" routeKey="demandDetail" />,
  );
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(within(heading).getByText('进行中')).toBeTruthy();

  // Cancelling the question changes nothing.
  fireEvent.click(screen.getByTestId('demand-finish'));
  let dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('结束该需求？')).toBeTruthy();
  expect(within(dialog).getByText('结束后供应商不能再报价。')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: /取 ?消/ }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.requests(FINISH)).toEqual([]);

  fireEvent.click(screen.getByTestId('demand-finish'));
  dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /确 ?定/ }));
  await waitFor(() => expect(pathsOf(FINISH)).toEqual(['/haiguan/api/demand/4/finish']));
  expect(await within(heading).findByText('已完成')).toBeTruthy();
  expect(bus.notices.map((notice) => notice.content)).toEqual(['需求已结束']);
  expect(screen.queryByTestId('demand-finish')).toBeNull();
  const table = screen.getByTestId('quote-comparison');
  await waitFor(() => expect(within(table).getAllByText('已过期')).toHaveLength(2));
  expect(within(table).queryByRole('button', { name: '确认此报价' })).toBeNull();
});
