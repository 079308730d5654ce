import { act, screen } from '@testing-library/react';
import { done, mockApi, ok } from '@portal/api-client/testing';
import { EntityReferenceBody, FavouriteCheck, ProductPage } from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { productDetail } from '../test-fixtures';
import { ProductDetailPage } from './product-detail-page';
import { renderScreen } from '@portal/ui/testing';

const api = mockApi();
const PRODUCT = 'GET /haiguan/api/product/public/:id';
const FAVOURITE_CHECK = 'GET /haiguan/api/collectionRecords/check';
const VIEW = 'POST /haiguan/api/browsingHistory';

const product = productDetail();

function page() {
  return <ProductDetailPage pathname="/productDetail" search="?id=42" routeKey="productDetail" />;
}

/** The bordered description list as [label, value] pairs. */
function fields(): string[][] {
  return [...document.querySelectorAll('.ant-descriptions-row')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

beforeEach(() => {
  api.on(PRODUCT, ok(ProductPage, product));
});
afterEach(async () => {
  sessionStore.getState().logout('logout');
  await act(() => i18n.changeLanguage('zh'));
});

test.each([
  ['zh', '¥1,268.50 / 盒', ['单位', '盒'], ['行业', '茶叶']],
  ['en', 'CN¥1,268.50 / box', ['Unit', 'box'], ['Industry', 'Tea']],
  ['pt', 'CN¥\u00a01.268,50 / caixa', ['Unidade', 'caixa'], ['Setor', 'Chá']],
])(
  'in %s the price, unit and industry read the reader’s way',
  async (language, price, unit, industry) => {
    await act(() => i18n.changeLanguage(language));
    renderScreen(page());
    await screen.findByTestId('product-detail');
    expect(document.querySelector('.product-page__price')?.textContent).toBe(price);
    expect(fields()).toEqual(expect.arrayContaining([unit, industry]));
  },
);

const BLACK_TEA_PT =
  'Chá preto (fermentado) e chá parcialmente fermentado, apresentados de qualquer outra forma';

test.each([
  [
    'zh',
    BLACK_TEA_PT,
    'HS 编码',
    '090240 · 咖啡、茶、马黛茶及调味香料Other black tea （子目名称仅有英文）',
  ],
  [
    'cht',
    BLACK_TEA_PT,
    'HS 編碼',
    '090240 · 咖啡、茶、馬黛茶及調味香料Other black tea （子目名稱僅有英文）',
  ],
  ['pt', BLACK_TEA_PT, 'Código SH', `090240 · Café, chá, mate e especiarias${BLACK_TEA_PT}`],
  // A code the Mercosur nomenclature does not name keeps its English, marked as such.
  [
    'pt',
    null,
    'Código SH',
    '090240 · Café, chá, mate e especiarias' +
      'Other black tea (designação da subposição só em inglês)',
  ],
  ['en', BLACK_TEA_PT, 'HS code', '090240 · Coffee, tea, mate and spicesOther black tea'],
])(
  'in %s the HS chapter and subheading read in the reader’s language, or say they are English',
  async (language, hsDescriptionPt, label, value) => {
    api.on(
      PRODUCT,
      ok(ProductPage, {
        ...product,
        hsDescription: 'Other black tea',
        hsDescriptionPt,
        chapterNameZh: '咖啡、茶、马黛茶及调味香料',
        chapterNamePt: 'Café, chá, mate e especiarias',
        chapterNameEn: 'Coffee, tea, mate and spices',
      }),
    );
    await act(() => i18n.changeLanguage(language));
    renderScreen(page());
    await screen.findByTestId('product-detail');
    expect(fields()).toEqual(expect.arrayContaining([[label, value]]));
    expect(screen.queryByText('Other black tea')?.getAttribute('lang')).toBe(
      value.includes('Other black tea') ? 'en' : undefined,
    );
  },
);

test('a buyer may contact the product’s receiver; the receiver themself and a product without one offer no contact', async () => {
  api.on(FAVOURITE_CHECK, ok(FavouriteCheck, { id: null }));
  api.on(VIEW, done('操作成功'), { body: EntityReferenceBody });
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({
    user: { id: 9, userName: 'buyer' } as never,
    membership: null,
    permissions: [],
  });
  const contacts = async (receiverId: number | null) => {
    api.on(PRODUCT, ok(ProductPage, { ...product, receiverId }));
    const { unmount } = renderScreen(page());
    await screen.findByTestId('product-detail');
    const names = ['联系供应商', '发送询盘'].filter((name) =>
      screen.queryByRole('button', { name }),
    );
    unmount();
    return names;
  };
  expect(await contacts(7)).toEqual(['联系供应商', '发送询盘']);
  expect(await contacts(9)).toEqual([]);
  expect(await contacts(null)).toEqual([]);
  // A buyer's visit goes into the viewing history.
  expect(api.requests(VIEW).map((request) => request.body)).toContainEqual(
    expect.objectContaining({ entityType: 'product', entityId: 42 }),
  );
  expect(api.requests(PRODUCT).map((request) => request.path)).toContain(
    '/haiguan/api/product/public/42',
  );
});
