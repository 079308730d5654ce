import { screen } from '@testing-library/react';
import { mockApi, type Reply } from '@portal/api-client/testing';
import { ProductSearchPage, schemaErrors } from '@portal/contracts/schemas';
import { renderScreen } from '@portal/ui/testing';
import { productCard } from '../../supply/test-fixtures';
import { LatestProducts } from './latest-products';

const api = mockApi();
const SEARCH = 'GET /haiguan/api/product/search';

function searchPage(count: number): Reply {
  const rows = Array.from({ length: count }, (_, index) => productCard(index + 1));
  const body = { code: 200, msg: '操作成功', rows, total: count, totalEstimated: false };
  expect(schemaErrors(ProductSearchPage, body)).toEqual([]);
  return { status: 200, body };
}

test.each([
  [8, 8],
  [7, 4],
  [5, 4],
  [3, 2],
  [1, 1],
])(
  'of %i newest products home shows %i: whole rows of its two or four columns',
  async (answered, shown) => {
    api.on(SEARCH, searchPage(answered));
    renderScreen(<LatestProducts />);
    const grid = await screen.findByTestId('home-products');
    expect(grid.querySelectorAll(':scope > li')).toHaveLength(shown);
    expect(api.requests(SEARCH)[0]?.query).toMatchObject({ pageSize: '8', sort: 'newest' });
  },
);
