import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@portal/i18n';
import { bus } from '@portal/session';
import { getCaseFilters, listCases } from '../api/content';
import { caseCards, caseFilters } from '../test-fixtures';
import { SuccessCasePage } from './success-case-page';
import { renderScreen } from '@portal/ui/testing';

jest.mock('../api/content', () => ({
  ...jest.requireActual('../api/content'),
  listCases: jest.fn(),
  getCaseFilters: jest.fn(),
}));

function page(search = '') {
  return <SuccessCasePage search={search} pathname="/successCase" routeKey="successCase" />;
}

let navigations: string[] = [];
const onNavigate = ({ to }: { to: string }) => navigations.push(to);
beforeEach(() => {
  navigations = [];
  bus.on('navigate', onNavigate);
  jest.mocked(getCaseFilters).mockResolvedValue(caseFilters);
  jest.mocked(listCases).mockResolvedValue({ rows: caseCards, total: 2 });
});
afterEach(async () => {
  bus.off('navigate', onNavigate);
  jest.resetAllMocks();
  await act(() => i18n.changeLanguage('zh'));
});

test('shows the cases as cards linking to their pages, with industry, markets and figures', async () => {
  renderScreen(page());
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
  expect(listCases).toHaveBeenCalledWith({ industry: null, country: null, page: 1 });
});

test('the filters come from the address and write it back', async () => {
  renderScreen(page('?industry=%E8%8C%B6%E5%8F%B6&page=2'));
  await screen.findByTestId('case-cards');
  expect(listCases).toHaveBeenCalledWith({ industry: '茶叶', country: null, page: 2 });
  const countries = screen.getByRole('radiogroup', { name: '国家和地区' });
  fireEvent.click(within(countries).getByText('巴西'));
  expect(navigations).toEqual([`/successCase?industry=${encodeURIComponent('茶叶')}&country=BR`]);
  const industries = screen.getByRole('radiogroup', { name: '行业' });
  fireEvent.click(within(industries).getByText('全部'));
  expect(navigations[1]).toBe('/successCase');
});

test('industries and countries are named in the reader’s language', async () => {
  await act(() => i18n.changeLanguage('pt'));
  renderScreen(page());
  await screen.findByTestId('case-cards');
  const industries = screen.getByRole('radiogroup', { name: 'Setor' });
  expect(within(industries).getByText('Chá')).toBeTruthy();
  expect(within(industries).getByText('Flores e horticultura')).toBeTruthy();
  expect(screen.getByText(/Mercados: Macau · Portugal/)).toBeTruthy();
});

test('no match offers to clear the filters', async () => {
  jest.mocked(listCases).mockResolvedValue({ rows: [], total: 0 });
  renderScreen(page('?country=GQ'));
  fireEvent.click(await screen.findByRole('button', { name: /清除筛选/ }));
  expect(navigations).toEqual(['/successCase']);
});

test('a failure says so and retries', async () => {
  jest.mocked(listCases).mockRejectedValueOnce(new Error('offline'));
  renderScreen(page());
  fireEvent.click(await screen.findByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByTestId('case-cards')).toBeTruthy();
  expect(listCases).toHaveBeenCalledTimes(2);
});
