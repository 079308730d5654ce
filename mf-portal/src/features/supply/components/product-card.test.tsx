import { act, render, screen, within } from '@testing-library/react';
import { i18n } from '@portal/i18n';
import { productCard } from '../test-fixtures';
import { ProductCard } from './product-card';

afterEach(async () => {
  await act(() => i18n.changeLanguage('zh'));
});

function card(product: ReturnType<typeof productCard>) {
  render(
    <ul>
      <ProductCard product={product} />
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
