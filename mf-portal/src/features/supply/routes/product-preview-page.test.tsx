import { recordsEndpoints } from '@portal/contracts/endpoints/records';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failure, file, mockApi, ok } from '@portal/api-client/testing';
import {
  FavouriteCheck,
  ProductBatchBody,
  ProductBatchResult,
  ProductPreview,
} from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { PREVIEW_OWNER, productPreview } from '../test-fixtures';
import { ProductPreviewPage } from './product-preview-page';
import { renderScreen } from '@portal/ui/testing';
import { productEndpoints } from '@portal/contracts/endpoints/products';

const api = mockApi();
const PREVIEW = productEndpoints.preview;
const PUBLISH = productEndpoints.batchPublish;
const FILE = 'GET /haiguan/api/files/:id';
const FAVOURITE_CHECK = recordsEndpoints.checkFavourite;
const picture = file('png', 'image/png');

const product = productPreview();

function page() {
  return (
    <ProductPreviewPage pathname="/productPreview" search="?id=42" routeKey="productPreview" />
  );
}

function signInAs(permissions: string[]) {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({
    user: { id: PREVIEW_OWNER, userName: 'owner' } as never,
    membership: null,
    permissions,
  });
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeEach(() => {
  api.on(PREVIEW, ok(ProductPreview, product));
  api.on(FILE, picture);
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:tea'), revokeObjectURL: jest.fn() });
  // The favourite button asks whether the product is a favourite; no other route answers.
  api.on(FAVOURITE_CHECK, ok(FavouriteCheck, { id: null }));
});
afterEach(async () => {
  sessionStore.getState().logout('logout');
  await act(() => i18n.changeLanguage('zh'));
});

test('shows the buyers’ page — company card included — with its state, the buyers’ buttons inert', async () => {
  signInAs(['product:supply:publish']);
  const { unmount } = renderScreen(page());
  const detail = await screen.findByTestId('product-detail');

  expect(screen.getByTestId('product-status').textContent).toBe('待发布');
  expect(screen.getByText('尚未发布，采购商暂时看不到')).toBeTruthy();
  expect(within(detail).getByRole('heading', { name: '云南普洱茶源' })).toBeTruthy();
  // The picture comes through the client, with the token.
  expect(api.requests(FILE).map((request) => request.path)).toEqual(['/haiguan/api/files/7']);
  expect(
    within(detail)
      .getByRole('img', { name: /普洱熟茶礼盒/ })
      .getAttribute('src'),
  ).toBe('blob:tea');
  for (const name of ['加入购物车 · 普洱熟茶礼盒', '收藏', '联系供应商', '发送询盘']) {
    expect(within(detail).getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
  }
  expect(screen.getByTestId('preview-actions-hint').textContent).toBe(
    '预览中这些按钮不可用；产品发布后，采购商即可使用',
  );
  // A preview is not a buyer's visit.
  expect(api.requests().filter((request) => request.method !== 'GET')).toEqual([]);

  unmount();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:tea');
});

test('publishes with the permission, then shows the product published', async () => {
  signInAs(['product:supply:publish']);
  api.on(PUBLISH, ok(ProductBatchResult, { count: 1 }, '已发布'), { body: ProductBatchBody });
  api.on(PREVIEW, () =>
    ok(ProductPreview, api.requests(PUBLISH).length === 0 ? product : { ...product, status: 1 }),
  );
  await act(() => i18n.changeLanguage('pt'));
  renderScreen(page());
  await screen.findByText('Ainda não publicado: os compradores ainda não o veem');

  fireEvent.click(screen.getByTestId('preview-publish'));

  await waitFor(() => expect(screen.getByTestId('product-status').textContent).toBe('Publicado'));
  expect(api.requests(PUBLISH).map((request) => request.body)).toEqual([{ ids: [42] }]);
  expect(api.requests(PREVIEW).map((request) => request.path)).toContain(
    '/haiguan/api/product/preview/42',
  );
  expect(screen.getByText('É assim que os compradores o verão')).toBeTruthy();
  expect(screen.queryByTestId('preview-publish')).toBeNull();
  expect(button('Editar')).toBeTruthy();
});

test.each([
  ['without the permission', [], 0],
  ['once published', ['product:supply:publish'], 1],
] as const)('offers no publishing %s', async (_case, permissions, status) => {
  signInAs([...permissions]);
  api.on(PREVIEW, ok(ProductPreview, { ...product, status }));
  renderScreen(page());
  await screen.findByTestId('product-detail');
  expect(screen.getByTestId('product-status').textContent).toBe(status === 1 ? '已发布' : '待发布');
  expect(screen.queryByTestId('preview-publish')).toBeNull();
});

test('another company’s or a missing product is not found', async () => {
  signInAs(['product:supply:publish']);
  api.on(PREVIEW, failure({ code: 404, msg: '产品不存在' }));
  renderScreen(page());
  expect(await screen.findByText('产品不存在')).toBeTruthy();
  expect(button('返回产品管理')).toBeTruthy();
  expect(screen.queryByTestId('product-detail')).toBeNull();
});
