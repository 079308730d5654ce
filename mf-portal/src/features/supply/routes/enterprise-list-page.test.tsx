import { act, screen, within } from '@testing-library/react';
import { i18n } from '@portal/i18n';
import { searchEnterprises } from '../api/search-enterprises';
import { enterpriseCard } from '../test-fixtures';
import { EnterpriseListPage } from './enterprise-list-page';
import { renderScreen } from '@portal/ui/testing';

jest.mock('../api/search-enterprises', () => ({
  ...jest.requireActual('../api/search-enterprises'),
  searchEnterprises: jest.fn(),
}));

function page(search: string) {
  return (
    <EnterpriseListPage pathname="/enterpriseList" search={search} routeKey="enterpriseList" />
  );
}

afterEach(async () => {
  jest.resetAllMocks();
  await act(() => i18n.changeLanguage('zh'));
});

test('each company’s industry reads in the reader’s language; one nobody named stays as typed', async () => {
  await act(() => i18n.changeLanguage('pt'));
  jest.mocked(searchEnterprises).mockResolvedValue({
    rows: [
      enterpriseCard(1),
      enterpriseCard(2, { industry: 'Robótica', country: 'PT', city: 'Porto' }),
    ],
    total: 2,
  });
  renderScreen(page('?industry=茶叶'));
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
    .mockResolvedValue({ rows: [enterpriseCard(1, { industry: 'Vinhos e azeites' })], total: 1 });
  renderScreen(page(''));
  const list = await screen.findByTestId('enterprise-cards');
  expect(list.textContent).toContain('中国 · 普洱 · 葡萄酒与橄榄油');
});
