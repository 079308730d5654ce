import { act, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { i18n } from '@portal/i18n';
import type { EnterpriseCard } from '../api/product';
import { searchEnterprises } from '../api/search-enterprises';
import { EnterpriseListPage } from './enterprise-list-page';

jest.mock('../api/search-enterprises', () => ({
  ...jest.requireActual('../api/search-enterprises'),
  searchEnterprises: jest.fn(),
}));

const company = (id: number, overrides: Partial<EnterpriseCard> = {}): EnterpriseCard => ({
  id,
  name: `云南普洱茶源茶业有限公司 ${id}`,
  shortName: null,
  country: 'CN',
  city: '普洱',
  industry: '茶叶',
  scope: null,
  verified: true,
  roleKey: 'gold',
  productCount: 3,
  ...overrides,
});

function page(search: string) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <EnterpriseListPage pathname="/enterpriseList" search={search} routeKey="enterpriseList" />
    </SWRConfig>
  );
}

afterEach(async () => {
  jest.resetAllMocks();
  await act(() => i18n.changeLanguage('zh'));
});

test('each company’s industry reads in the reader’s language; one nobody named stays as typed', async () => {
  await act(() => i18n.changeLanguage('pt'));
  jest.mocked(searchEnterprises).mockResolvedValue({
    rows: [company(1), company(2, { industry: 'Robótica', country: 'PT', city: 'Porto' })],
    total: 2,
  });
  render(page('?industry=茶叶'));
  const list = await screen.findByTestId('enterprise-cards');
  // The filter keeps the stored text as its value.
  expect(searchEnterprises).toHaveBeenCalledWith(expect.objectContaining({ industry: '茶叶' }));
  const [first, second] = within(list).getAllByRole('listitem');
  expect(first!.textContent).toContain('China · 普洱 · Chá');
  expect(first!.textContent).not.toContain('茶叶');
  expect(second!.textContent).toContain('Portugal · Porto · Robótica');
});

test('in Chinese the industry stays as the dictionary names it', async () => {
  jest
    .mocked(searchEnterprises)
    .mockResolvedValue({ rows: [company(1, { industry: 'Vinhos e azeites' })], total: 1 });
  render(page(''));
  const list = await screen.findByTestId('enterprise-cards');
  expect(list.textContent).toContain('中国 · 普洱 · 葡萄酒与橄榄油');
});
