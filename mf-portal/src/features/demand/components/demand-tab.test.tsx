import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, page } from '@portal/api-client/testing';
import { demandEndpoints } from '@portal/contracts/endpoints/demand';
import { DemandCard } from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { bus } from '@portal/session';
import { DemandTab } from './demand-tab';
import { demandAddress, parseDemandQuery } from './demand-query';
import { demandCard as card } from '../test-fixtures';
import { renderScreen } from '@portal/ui/testing';

const api = mockApi();
const DEMANDS = demandEndpoints.search;

function tab(search: string) {
  return <DemandTab search={search} />;
}

let navigations: string[] = [];
const onNavigate = ({ to }: { to: string }) => navigations.push(to);
beforeEach(() => {
  navigations = [];
  bus.on('navigate', onNavigate);
});
afterEach(async () => {
  bus.off('navigate', onNavigate);
  await act(() => i18n.changeLanguage('zh'));
});

test('the URL holds the whole query; unknown values are dropped', () => {
  const query = parseDemandQuery(
    '?tab=demand&q=咖啡&hs=09x&industry=食品&country=br&deadlineFrom=2026-13-99&sort=bogus&page=2',
  );
  expect(query).toEqual({
    q: '咖啡',
    hs: '',
    industry: '食品',
    country: 'BR',
    deadlineFrom: '',
    sort: '',
    page: 2,
  });
  expect(demandAddress({ ...query, deadlineFrom: '2026-12-01', sort: 'deadline' })).toBe(
    `/demandHall?tab=demand&q=${encodeURIComponent('咖啡')}&industry=${encodeURIComponent('食品')}&country=BR&deadlineFrom=2026-12-01&sort=deadline&page=2`,
  );
});

test('shows title, quantity, price range, deadline, buyer country and verified company', async () => {
  api.on(DEMANDS, page(DemandCard, [card(1)]));
  renderScreen(tab('?tab=demand&country=BR&sort=deadline'));
  const first = await screen.findByTestId('demand-card-1');
  expect(api.requests(DEMANDS).map((request) => request.query)).toEqual([
    { pageNum: '1', pageSize: '12', buyerCountry: 'BR', sort: 'deadline' },
  ]);
  expect(within(first).getByRole('link', { name: '采购咖啡生豆 1' }).getAttribute('href')).toBe(
    '/demandInfo?id=1',
  );
  expect(first.textContent).toContain('采购数量: 20,000 千克');
  expect(first.querySelector('.demand-card__price')?.textContent).toBe('US$3.50 – US$4.20 / 千克');
  expect(within(first).getByText('2026/12/31 截止')).toBeTruthy();
  // The buyer's flag stands alone on the card: an image named after the country.
  const flag = within(first).getByRole('img', { name: '巴西' });
  await waitFor(() => expect(flag.querySelector('svg')).not.toBeNull());
  expect(within(first).getByText('已认证')).toBeTruthy();
  expect(screen.getByTestId('demand-total').textContent).toBe('共 1 条需求');
});

test.each([
  ['en', 'Quantity: 20,000 boxes', '$3.50 – $4.20 / box', 'Closes 12/31/2026'],
  ['pt', 'Quantidade: 20.000 caixas', 'US$\u00a03,50 – US$\u00a04,20 / caixa', 'Prazo: 31/12/2026'],
])(
  'in %s the card writes quantity, unit, money and deadline the reader’s way',
  async (language, quantity, price, deadline) => {
    await act(() => i18n.changeLanguage(language));
    api.on(DEMANDS, page(DemandCard, [card(1, { unit: '盒' })]));
    renderScreen(tab('?tab=demand'));
    const first = await screen.findByTestId('demand-card-1');
    expect(first.textContent).toContain(quantity);
    expect(first.querySelector('.demand-card__price')?.textContent).toBe(price);
    expect(within(first).getByText(deadline)).toBeTruthy();
    expect(first.textContent).not.toMatch(/盒|2026-12-31/);
  },
);

test('a search goes into the URL from the first page, keeping the other filters', async () => {
  api.on(DEMANDS, page(DemandCard, [card(1)]));
  renderScreen(tab('?tab=demand&country=BR&page=3'));
  await screen.findByTestId('demand-card-1');
  const box = screen.getByLabelText('搜索需求（中文、葡文或英文）');
  fireEvent.change(box, { target: { value: ' café ' } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.change(screen.getByLabelText('截止日期不早于'), { target: { value: '2026-12-01' } });
  await waitFor(() =>
    expect(navigations).toEqual([
      '/demandHall?tab=demand&q=caf%C3%A9&country=BR',
      '/demandHall?tab=demand&q=caf%C3%A9&country=BR&deadlineFrom=2026-12-01',
    ]),
  );
});

test('says what to try when nothing matches, and when nothing is posted', async () => {
  api.on(DEMANDS, page(DemandCard, []));
  const { unmount } = renderScreen(tab('?tab=demand&q=zzz'));
  expect(await screen.findByText(/没有找到匹配的需求/)).toBeTruthy();
  fireEvent.click(screen.getAllByRole('button', { name: /清空条件/ }).at(-1)!);
  expect(navigations).toEqual(['/demandHall?tab=demand']);
  unmount();
  renderScreen(tab('?tab=demand'));
  expect(await screen.findByText('还没有企业发布采购需求，稍后再来看看')).toBeTruthy();
});

test('a title in another language than the reader’s is marked with that language on its card', async () => {
  await act(() => i18n.changeLanguage('pt'));
  api.on(
    DEMANDS,
    page(DemandCard, [
      card(1),
      card(2, { title: 'Compra de café verde', textLanguage: 'pt', machineTranslated: true }),
    ]),
  );
  renderScreen(tab('?tab=demand'));
  const chinese = await screen.findByTestId('demand-card-1');
  const link = within(chinese).getByRole('link', { name: /^采购咖啡生豆 1/ });
  expect(link.textContent).toBe('采购咖啡生豆 1 Original: 简体中文');
  expect(link.querySelector('[lang="zh-Hans"]')?.textContent).toBe('采购咖啡生豆 1');
  const translated = screen.getByTestId('demand-card-2');
  expect(within(translated).getByRole('link', { name: /^Compra/ }).textContent).toBe(
    'Compra de café verde Tradução automática',
  );
});
