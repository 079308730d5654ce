import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@portal/i18n';
import { failure, mockApi, ok, page } from '@portal/api-client/testing';
import { contentEndpoints } from '@portal/contracts/endpoints/content';
import { CaseCard, CaseFilters } from '@portal/contracts/schemas';
import { bus } from '@portal/session';
import { caseCards, caseFilters } from '../test-fixtures';
import { SuccessCasePage } from './success-case-page';
import { renderScreen } from '@portal/ui/testing';

const api = mockApi();
const CASES = contentEndpoints.cases;
const FILTERS = contentEndpoints.caseFilters;
/** The query strings the server received for the cases, in order. */
const queriesOf = () => api.requests(CASES).map((request) => request.query);

function successCasePage(search = '') {
  return <SuccessCasePage search={search} pathname="/successCase" routeKey="successCase" />;
}

let navigations: string[] = [];
const onNavigate = ({ to }: { to: string }) => navigations.push(to);
beforeEach(() => {
  navigations = [];
  bus.on('navigate', onNavigate);
  api.on(FILTERS, ok(CaseFilters, caseFilters));
  api.on(CASES, page(CaseCard, caseCards));
});
afterEach(async () => {
  bus.off('navigate', onNavigate);
  await act(() => i18n.changeLanguage('zh'));
});

test('shows the cases as cards linking to their pages, with industry, markets and figures', async () => {
  renderScreen(successCasePage());
  const cards = within(await screen.findByTestId('case-cards')).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  const tea = within(cards[0]!);
  expect(tea.getByRole('link', { name: caseCards[0]!.title }).getAttribute('href')).toBe(
    '/lbteaCase',
  );
  expect(tea.getByText('茶叶')).toBeTruthy();
  expect(tea.getByText(/中国澳门 · 葡萄牙/)).toBeTruthy();
  expect(tea.getByText('4.8 吨')).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('共 2 个案例');
  expect(queriesOf()).toEqual([{ pageNum: '1', pageSize: '12' }]);
});

test('the filters come from the address and write it back', async () => {
  renderScreen(successCasePage('?industry=%E8%8C%B6%E5%8F%B6&page=2'));
  await screen.findByTestId('case-cards');
  expect(queriesOf()).toEqual([{ pageNum: '2', pageSize: '12', industry: '茶叶' }]);
  const countries = screen.getByRole('radiogroup', { name: '国家和地区' });
  fireEvent.click(within(countries).getByText('巴西'));
  expect(navigations).toEqual([`/successCase?industry=${encodeURIComponent('茶叶')}&country=BR`]);
  const industries = screen.getByRole('radiogroup', { name: '行业' });
  fireEvent.click(within(industries).getByText('全部'));
  expect(navigations[1]).toBe('/successCase');
});

test('industries and countries are named in the reader’s language', async () => {
  await act(() => i18n.changeLanguage('pt'));
  renderScreen(successCasePage());
  await screen.findByTestId('case-cards');
  const industries = screen.getByRole('radiogroup', { name: 'Setor' });
  expect(within(industries).getByText('Chá')).toBeTruthy();
  expect(within(industries).getByText('Flores e horticultura')).toBeTruthy();
  expect(screen.getByText(/Mercados: Macau · Portugal/)).toBeTruthy();
});

test('no match offers to clear the filters', async () => {
  api.on(CASES, page(CaseCard, []));
  renderScreen(successCasePage('?country=GQ'));
  fireEvent.click(await screen.findByRole('button', { name: /清除筛选/ }));
  expect(navigations).toEqual(['/successCase']);
});

test('a failure says so and retries', async () => {
  api.on(CASES, (_request, call) =>
    call === 0 ? failure({ code: 503, msg: '服务暂时不可用' }, 503) : page(CaseCard, caseCards),
  );
  renderScreen(successCasePage());
  fireEvent.click(await screen.findByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByTestId('case-cards')).toBeTruthy();
  expect(api.requests(CASES)).toHaveLength(2);
});
