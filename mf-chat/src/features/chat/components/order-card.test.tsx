import { act, render, screen } from '@testing-library/react';
import { i18n } from '@portal/i18n';
import '../../../app/locales';
import { OrderCard } from './order-card';

const order = {
  id: 3,
  url: '/orderSupplement?param=3',
  name: 'Vinho tinto',
  price: '10.00',
  count: 5,
};

afterEach(async () => {
  await act(() => i18n.changeLanguage('zh'));
});

test.each([
  ['zh', '价格：10.00（另有 1 件面议）'],
  ['cht', '價格：10.00（另有 1 件面議）'],
  ['pt', 'Preço: 10.00 (mais 1 com preço a combinar)'],
  ['en', 'Price: 10.00 (plus 1 on request)'],
])('in %s an order with an unpriced line says its amount leaves it out', async (language, text) => {
  await act(() => i18n.changeLanguage(language));
  render(<OrderCard order={{ ...order, negotiableLines: 1 }} />);
  expect(screen.getByText(text)).toBeTruthy();
  expect(screen.getByTestId('order-card').getAttribute('href')).toContain(
    '/orderSupplement?param=3',
  );
});

test('an order priced in full shows its amount alone', async () => {
  render(<OrderCard order={order} />);
  expect(screen.getByText('价格：10.00')).toBeTruthy();
  expect(screen.queryByText(/面议/)).toBeNull();
});
