import type { ReceivedQuote } from '../api/demand';
import { compareQuotes, convert, quoteTotal } from './compare';

const rates = { date: '2026-11-23', perCny: { USD: 0.14, BRL: 0.7, EUR: 0.13 } };

const quote = (id: number, overrides: Partial<ReceivedQuote>): ReceivedQuote => ({
  id,
  status: 1,
  revised: false,
  previous: null,
  company: { id: id + 100, name: `Supplier ${id}`, country: 'PT', verified: true },
  contactId: id + 200,
  unitPrice: null,
  totalPrice: null,
  quantity: '1000',
  currency: 'USD',
  deliveryTerms: 'FOB',
  deliveryDate: '2026-12-20',
  validUntil: '2026-12-10',
  message: '',
  attachments: [],
  createTime: '2026-11-22T08:00:00.000Z',
  updateTime: '2026-11-22T08:00:00.000Z',
  ...overrides,
});

test('a total is the total price, or unit price times quantity', () => {
  expect(quoteTotal({ unitPrice: '3.5', totalPrice: null, quantity: '1000' })).toBe(3500);
  expect(quoteTotal({ unitPrice: null, totalPrice: '4200', quantity: '1000' })).toBe(4200);
});

test('converts through the yuan with the day’s rates; a missing rate gives no number', () => {
  expect(convert(100, 'USD', 'USD', rates)).toBe(100);
  expect(convert(14, 'USD', 'CNY', rates)).toBeCloseTo(100);
  expect(convert(14, 'USD', 'BRL', rates)).toBeCloseTo(70);
  expect(convert(10, 'MOP', 'USD', rates)).toBeNull();
});

test('puts every quote in the chosen currency and marks the lowest unit price', () => {
  const rows = compareQuotes(
    [
      quote(1, { unitPrice: '4', currency: 'USD' }),
      quote(2, { totalPrice: '19000', currency: 'BRL' }),
      quote(3, { unitPrice: '5', currency: 'MOP' }),
    ],
    'BRL',
    rates,
  );
  expect(rows.map((row) => [row.quote.id, row.unitPrice, row.total, row.cheapest])).toEqual([
    [1, 20, 20000, false],
    [2, 19, 19000, true],
    [3, null, null, false],
  ]);
});
