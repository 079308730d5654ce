import { act, render, screen, within } from '@testing-library/react';
import { i18n } from '@portal/i18n';
import { ProductCard, type ProductCardData } from './product-card';

/** A published Chinese tea whose seller stated no trade terms, in the reader's language. */
function productCard(id: number, overrides: Partial<ProductCardData> = {}): ProductCardData {
  return {
    id,
    name: `普洱熟茶饼 ${id}`,
    spec: '357g',
    brand: null,
    hsCode: '090240',
    price: '1268.5',
    currency: 'CNY',
    unit: '饼',
    origin: '云南普洱',
    originCountry: 'CN',
    imageUrl: `/haiguan/api/product/public/${id}/media/9`,
    publishedAt: '2026-11-20T08:00:00.000Z',
    textLanguage: 'zh',
    machineTranslated: false,
    minOrderQuantity: null,
    priceTiers: [],
    leadTimeDays: null,
    incoterm: null,
    incotermPlace: null,
    packaging: null,
    sampleAvailable: false,
    company: {
      id: 3,
      name: '云南普洱茶源茶业有限公司',
      country: 'CN',
      verified: true,
      roleKey: 'gold',
    },
    ...overrides,
  };
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('zh'));
});

function card(product: ProductCardData, props: { showCompany?: boolean } = {}) {
  render(
    <ul>
      <ProductCard product={product} {...props} />
    </ul>,
  );
  return screen.getByTestId(`product-card-${product.id}`);
}

test.each([
  ['zh', '¥11.00 – ¥12.50 / 饼', ['起订 500 饼', '15 天发货', 'FOB 青岛', '可提供样品']],
  ['cht', 'CN¥11.00 – CN¥12.50 / 餅', ['起訂 500 餅', '15 天發貨', 'FOB 青岛', '可提供樣品']],
  [
    'pt',
    'CN¥\u00a011,00 – CN¥\u00a012,50 / disco',
    ['Mín. 500 discos', 'Envio em 15 dias', 'FOB 青岛', 'Amostras disponíveis'],
  ],
  [
    'en',
    'CN¥11.00 – CN¥12.50 / cake',
    ['MOQ 500 cakes', 'Ships in 15 days', 'FOB 青岛', 'Samples available'],
  ],
])(
  'in %s a card shows the price range of the tiers and the trade terms a buyer filters by',
  async (language, price, terms) => {
    await act(() => i18n.changeLanguage(language));
    const item = card(
      productCard(1, {
        price: '12.5',
        priceTiers: [
          { minQuantity: '500', price: '12.50' },
          { minQuantity: '2000', price: '11' },
        ],
        minOrderQuantity: '500',
        leadTimeDays: 15,
        incoterm: 'FOB',
        incotermPlace: '青岛',
        sampleAvailable: true,
      }),
    );
    expect(item.querySelector('.supply-price')?.textContent).toBe(price);
    const shown = within(within(item).getByTestId('card-terms'))
      .getAllByRole('listitem')
      .map((term) => term.textContent);
    expect(shown).toEqual(terms);
  },
);

test('a card whose seller stated no terms shows its one price and no empty list', () => {
  const item = card(productCard(2));
  expect(item.querySelector('.supply-price')?.textContent).toBe('¥1,268.50 / 饼');
  expect(within(item).queryByTestId('card-terms')).toBeNull();
});

test('stock ready to ship reads so, not as zero days', async () => {
  await act(() => i18n.changeLanguage('en'));
  const item = card(productCard(3, { leadTimeDays: 0 }));
  expect(within(item).getByTestId('card-terms').textContent).toBe('Ready to ship');
});

test('a name in another language than the reader’s is marked with its language, inside the link', async () => {
  await act(() => i18n.changeLanguage('en'));
  const item = card(productCard(4, { name: 'Azeite Virgem Extra', textLanguage: 'pt' }));
  const link = within(item).getAllByRole('link')[0]!;
  expect(link.textContent).toBe('Azeite Virgem Extra Original: Português');
  expect(link.querySelector('[lang="pt"]')?.textContent).toBe('Azeite Virgem Extra');
  const machine = card(
    productCard(5, { name: 'Pu-erh tea cake', textLanguage: 'en', machineTranslated: true }),
  );
  expect(within(machine).getByTestId('listing-machine-translated').textContent).toBe(
    'Machine-translated',
  );
});

test('a card names its company with its badge and tier, except on the company’s own page', () => {
  const inHall = card(productCard(6));
  const company = within(inHall).getByRole('link', { name: '云南普洱茶源茶业有限公司' });
  expect(company.getAttribute('href')).toBe('/enterpriseInfo?id=3');
  expect(inHall.textContent).toContain('已认证');
  expect(inHall.textContent).toContain('黄金会员');
  const onItsPage = card(productCard(7), { showCompany: false });
  expect(within(onItsPage).queryByRole('link', { name: '云南普洱茶源茶业有限公司' })).toBeNull();
  expect(onItsPage.textContent).not.toContain('黄金会员');
});

test('what a page lets the reader do with the product sits at the foot of its card', () => {
  render(
    <ul>
      <ProductCard product={productCard(8)}>
        <button type="button">加入购物车</button>
      </ProductCard>
    </ul>,
  );
  const item = screen.getByTestId('product-card-8');
  expect(item.lastElementChild?.textContent).toBe('加入购物车');
});
