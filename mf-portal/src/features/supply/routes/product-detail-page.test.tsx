import { recordsEndpoints } from '@portal/contracts/endpoints/records';
import { act, screen } from '@testing-library/react';
import { done, mockApi, ok } from '@portal/api-client/testing';
import { EntityReferenceBody, FavouriteCheck, ProductPage } from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { productDetail } from '../test-fixtures';
import { ProductDetailPage } from './product-detail-page';
import { renderScreen } from '@portal/ui/testing';
import { productEndpoints } from '@portal/contracts/endpoints/products';

const api = mockApi();
const PRODUCT = productEndpoints.page;
const FAVOURITE_CHECK = recordsEndpoints.checkFavourite;
const VIEW = recordsEndpoints.recordView;

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

const BLACK_TEA_EN = 'Tea, black (fermented) and partly fermented tea, n.e.c.';

test.each([
  [
    'zh',
    [
      { code: '09', name: '咖啡、茶、马黛茶及调味香料', language: 'zh' },
      { code: '090240', name: BLACK_TEA_EN, language: 'en' },
    ],
    'HS 编码',
    `090240` + `09 咖啡、茶、马黛茶及调味香料` + `090240 ${BLACK_TEA_EN} （仅有英文名称）`,
  ],
  [
    'cht',
    [
      { code: '09', name: '咖啡、茶、馬黛茶及調味香料', language: 'cht' },
      { code: '090240', name: BLACK_TEA_EN, language: 'en' },
    ],
    'HS 編碼',
    `090240` + `09 咖啡、茶、馬黛茶及調味香料` + `090240 ${BLACK_TEA_EN} （僅有英文名稱）`,
  ],
  [
    'pt',
    [
      { code: '09', name: 'Café, chá, mate e especiarias', language: 'pt' },
      { code: '090240', name: BLACK_TEA_EN, language: 'en' },
    ],
    'Código SH',
    `090240` +
      `09 Café, chá, mate e especiarias` +
      `090240 ${BLACK_TEA_EN} (designação só em inglês)`,
  ],
  [
    'en',
    [
      { code: '09', name: 'Coffee, tea, mate and spices', language: 'en' },
      { code: '090240', name: BLACK_TEA_EN, language: 'en' },
    ],
    'HS code',
    `090240` + `09 Coffee, tea, mate and spices` + `090240 ${BLACK_TEA_EN}`,
  ],
] as const)(
  'in %s the HS names read in the reader’s language, or say they are English',
  async (language, hsNames, label, value) => {
    api.on(PRODUCT, ok(ProductPage, { ...product, hsNames: [...hsNames] }));
    await act(() => i18n.changeLanguage(language));
    renderScreen(page());
    await screen.findByTestId('product-detail');
    expect(fields()).toEqual(expect.arrayContaining([[label, value]]));
    // English names carry their language for screen readers.
    expect(screen.getByText(BLACK_TEA_EN).getAttribute('lang')).toBe('en');
  },
);

test.each([
  [
    'zh',
    '¥11.00 – ¥12.50 / 盒',
    [
      ['最小起订量', '500 盒'],
      ['阶梯价格', '500 盒 起 · ¥12.502,000 盒 起 · ¥11.00'],
      ['交货期', '15 天'],
      ['贸易术语', 'FOB 青岛'],
      ['包装', '纸箱'],
      ['样品', '可提供样品'],
    ],
  ],
  [
    'pt',
    'CN¥\u00a011,00 – CN¥\u00a012,50 / caixa',
    [
      ['Encomenda mínima', '500 caixas'],
      [
        'Preço por quantidade',
        'a partir de 500 caixas · CN¥\u00a012,50a partir de 2.000 caixas · CN¥\u00a011,00',
      ],
      ['Prazo de entrega', '15 dias'],
      ['Incoterm', 'FOB 青岛'],
      ['Embalagem', '纸箱'],
      ['Amostras', 'Disponíveis'],
    ],
  ],
])(
  'in %s the page shows the price range, minimum order, tiers, lead time, Incoterm, packaging and samples',
  async (language, price, rows) => {
    api.on(
      PRODUCT,
      ok(ProductPage, {
        ...product,
        price: '12.5',
        minOrderQuantity: '500',
        priceTiers: [
          { minQuantity: '500', price: '12.50' },
          { minQuantity: '2000', price: '11' },
        ],
        leadTimeDays: 15,
        incoterm: 'FOB',
        incotermPlace: '青岛',
        packaging: '纸箱',
        sampleAvailable: true,
      }),
    );
    await act(() => i18n.changeLanguage(language));
    renderScreen(page());
    await screen.findByTestId('product-detail');
    expect(document.querySelector('.product-page__price')?.textContent).toBe(price);
    expect(fields()).toEqual(expect.arrayContaining(rows));
  },
);

test('a name and description not in the reader’s language say which language they are in', async () => {
  api.on(
    PRODUCT,
    ok(ProductPage, {
      ...product,
      name: '普洱熟茶礼盒',
      description: '云南普洱熟茶',
      textLanguage: 'zh',
      machineTranslated: false,
    }),
  );
  await act(() => i18n.changeLanguage('pt'));
  renderScreen(page());
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading.textContent).toBe('普洱熟茶礼盒 Original: 简体中文');
  expect(heading.querySelector('[lang="zh-Hans"]')?.textContent).toBe('普洱熟茶礼盒');
  expect(screen.getByText('云南普洱熟茶').getAttribute('lang')).toBe('zh-Hans');
  // Samples not offered is said too: a buyer would otherwise ask.
  expect(fields()).toEqual(expect.arrayContaining([['Amostras', 'Não disponíveis']]));
});

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
