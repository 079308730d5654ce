import { act, screen, within } from '@testing-library/react';
import { mockApi, page } from '@portal/api-client/testing';
import { SupplyEnterpriseRow } from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { enterpriseCard } from '../test-fixtures';
import { EnterpriseListPage } from './enterprise-list-page';
import { renderScreen } from '@portal/ui/testing';
import { enterpriseEndpoints } from '@portal/contracts/endpoints/enterprise';

const api = mockApi();
const ENTERPRISES = enterpriseEndpoints.list;

function enterpriseListPage(search: string) {
  return (
    <EnterpriseListPage pathname="/enterpriseList" search={search} routeKey="enterpriseList" />
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('zh'));
});

test('each company’s industry reads in the reader’s language; one nobody named stays as typed', async () => {
  await act(() => i18n.changeLanguage('pt'));
  api.on(
    ENTERPRISES,
    page(SupplyEnterpriseRow, [
      enterpriseCard(1),
      enterpriseCard(2, { industry: 'Robótica', country: 'PT', city: 'Porto' }),
    ]),
  );
  renderScreen(enterpriseListPage('?industry=茶叶'));
  const list = await screen.findByTestId('enterprise-cards');
  // The filter keeps the stored text as its value.
  expect(api.requests(ENTERPRISES).map((request) => request.query)).toEqual([
    { pageNum: '1', pageSize: '12', industry: '茶叶' },
  ]);
  const [first, second] = within(list).getAllByRole('listitem');
  expect(first!.textContent).toContain('China · 普洱 · Chá');
  expect(first!.textContent).not.toContain('茶叶');
  expect(second!.textContent).toContain('Portugal · Porto · Robótica');
});

test('in Chinese the industry stays as the dictionary names it', async () => {
  api.on(
    ENTERPRISES,
    page(SupplyEnterpriseRow, [enterpriseCard(1, { industry: 'Vinhos e azeites' })]),
  );
  renderScreen(enterpriseListPage(''));
  const list = await screen.findByTestId('enterprise-cards');
  expect(list.textContent).toContain('中国 · 普洱 · 葡萄酒与橄榄油');
});

test.each([
  ['pt', '1 empresa', '1 produto à venda', '1.200 empresas', '2 produtos à venda'],
  ['en', '1 company', '1 product for sale', '1,200 companies', '2 products for sale'],
  ['zh', '共 1 家企业', '1 件在售产品', '共 1,200 家企业', '2 件在售产品'],
] as const)(
  'counts in %s take the language’s singular and plural',
  async (language, oneCompany, oneProduct, manyCompanies, twoProducts) => {
    await act(() => i18n.changeLanguage(language));
    api.on(ENTERPRISES, page(SupplyEnterpriseRow, [enterpriseCard(1, { productCount: 1 })]));
    const { unmount } = renderScreen(enterpriseListPage(''));
    const list = await screen.findByTestId('enterprise-cards');
    expect(screen.getByText(oneCompany)).toBeTruthy();
    expect(within(list).getByText(oneProduct)).toBeTruthy();
    unmount();

    api.on(ENTERPRISES, page(SupplyEnterpriseRow, [enterpriseCard(2, { productCount: 2 })], 1200));
    renderScreen(enterpriseListPage('?country=PT'));
    expect(await screen.findByText(manyCompanies)).toBeTruthy();
    expect(within(screen.getByTestId('enterprise-cards')).getByText(twoProducts)).toBeTruthy();
  },
);
