import { changeLanguage } from '@portal/i18n';
import { formatCents, formatMoney, lineTotalCents, sumCents, toCents } from './money';

test('parses decimal strings into integer cents without floats', () => {
  expect(toCents('12345.60')).toBe(1234560n);
  expect(toCents('0.1')).toBe(10n);
  expect(toCents('268')).toBe(26800n);
  expect(toCents('1.005')).toBe(101n);
  expect(toCents('-3.5')).toBe(-350n);
  expect(toCents('')).toBeNull();
  expect(toCents(null)).toBeNull();
  expect(toCents('abc')).toBeNull();
});

test('formats two decimals with thousand separators', () => {
  expect(formatCents(1234560n)).toBe('12,345.60');
  expect(formatCents(0n)).toBe('0.00');
  expect(formatCents(123456789012n)).toBe('1,234,567,890.12');
  expect(formatMoney('1234')).toBe('¥1,234.00');
  expect(formatMoney('32160.00', 'CNY')).toBe('¥32,160.00');
  expect(formatMoney('99.9', 'EUR')).toBe('€99.90');
  expect(formatMoney(null)).toBeNull();
});

test('money is written in the page language, exactly, however large', async () => {
  expect(formatMoney('9999999999999.99')).toBe('¥9,999,999,999,999.99');
  try {
    await changeLanguage('pt');
    expect(formatMoney('1234.5', 'EUR')).toBe('€\u00a01.234,50');
    expect(formatMoney('1234567.5', 'CNY')).toBe('CN¥\u00a01.234.567,50');
    await changeLanguage('en');
    expect(formatMoney('1234567.5', 'CNY')).toBe('CN¥1,234,567.50');
  } finally {
    await changeLanguage('zh');
  }
});

test('line totals and sums stay exact where floats would not', () => {
  // 0.1 + 0.2 and 19.99 × 3 are the classic float traps.
  expect(sumCents(['0.1', '0.2'])).toBe(30n);
  expect(lineTotalCents('19.99', 3)).toBe(5997n);
  expect(lineTotalCents('268.00', 120)).toBe(3216000n);
  expect(lineTotalCents(null, 3)).toBeNull();
  expect(formatCents(lineTotalCents('9999999.99', 1000000) ?? 0n)).toBe('9,999,999,990,000.00');
});
