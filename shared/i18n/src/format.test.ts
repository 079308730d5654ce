import {
  currencyLabel,
  formatDate,
  formatDateTime,
  formatMoney,
  formatQuantity,
  formatShortDateTime,
  formatTime,
} from './format';
import { industryLabel } from './industries';
import { unitLabel, unitSuggestions } from './units';

test('a day is written the reader’s way and a bare date does not move with the time zone', () => {
  expect(formatDate('2026-03-07', 'zh')).toBe('2026/03/07');
  expect(formatDate('2026-03-07', 'pt')).toBe('07/03/2026');
  expect(formatDate('2026-03-07', 'en')).toBe('03/07/2026');
  expect(formatDate('2026-03-07', 'cht')).toBe('2026/03/07');
});

test('an instant carries the minute on a 24-hour clock', () => {
  const local = new Date(2026, 10, 25, 14, 5);
  expect(formatDateTime(local, 'zh')).toBe('2026/11/25 14:05');
  expect(formatDateTime(local, 'pt')).toBe('25/11/2026, 14:05');
});

test('a time of day is on a 24-hour clock in every language', () => {
  const local = new Date(2026, 10, 25, 14, 5);
  expect(formatTime(local, 'zh')).toBe('14:05');
  expect(formatTime(local, 'cht')).toBe('14:05');
  expect(formatTime(local, 'pt')).toBe('14:05');
  expect(formatTime(local, 'en')).toBe('14:05');
  expect(formatTime(new Date(2026, 10, 25, 9, 7), 'en')).toBe('09:07');
});

test('a recent instant drops the year but keeps the language’s day order', () => {
  const local = new Date(2026, 10, 25, 14, 5);
  expect(formatShortDateTime(local, 'zh')).toBe('11/25 14:05');
  expect(formatShortDateTime(local, 'cht')).toBe('11/25\u200914:05');
  expect(formatShortDateTime(local, 'pt')).toBe('25/11, 14:05');
  expect(formatShortDateTime(local, 'en')).toBe('11/25, 14:05');
});

test('money uses the language’s separators and the currency’s symbol', () => {
  expect(formatMoney('1234.5', 'CNY', 'zh')).toBe('¥1,234.50');
  expect(formatMoney('1234567.5', 'EUR', 'pt')).toBe('€\u00a01.234.567,50');
  expect(formatMoney('1234.5', 'USD', 'en')).toBe('$1,234.50');
  expect(formatMoney('1234.5', 'USD', 'zh')).toBe('US$1,234.50');
  expect(formatMoney('1234.5', 'CNY', 'en')).toBe('CN¥1,234.50');
  // not a currency code: the amount and the text as written
  expect(formatMoney('3', '元', 'zh')).toBe('3.00 元');
});

test('a known unit reads in the reader’s language, with the plural where the language has one', () => {
  expect(unitLabel('盒', 'pt', 3)).toBe('caixas');
  expect(unitLabel('盒', 'en', 1)).toBe('box');
  // European Portuguese, as the portal writes it: zero is plural.
  expect(unitLabel('套', 'pt', 0)).toBe('conjuntos');
  expect(unitLabel('套', 'pt', 1)).toBe('conjunto');
  expect(unitLabel('garrafa', 'zh')).toBe('瓶');
  expect(unitLabel('饼', 'cht')).toBe('餅');
  expect(unitLabel('KG', 'zh')).toBe('千克');
  expect(unitLabel('公斤', 'en')).toBe('kg');
  // nobody named it: as the author wrote it
  expect(unitLabel('篓', 'en')).toBe('篓');
  expect(formatQuantity(1200, '盒', 'en')).toBe('1,200 boxes');
  expect(formatQuantity('1', 'garrafa', 'en')).toBe('1 bottle');
  expect(unitSuggestions('pt')).toContain('garrafas');
});

test('a known industry reads in the reader’s language, whatever language its author wrote', () => {
  expect(industryLabel('茶叶', 'pt')).toBe('Chá');
  expect(industryLabel('Vinhos e azeites', 'zh')).toBe('葡萄酒与橄榄油');
  expect(industryLabel('cortiça e pedra', 'en')).toBe('Cork and stone');
  expect(industryLabel('茶叶', 'cht')).toBe('茶葉');
  expect(industryLabel('Robótica', 'zh')).toBe('Robótica');
});

test('a currency is named in the reader’s language, Chinese keeping the dictionary’s label', () => {
  expect(currencyLabel('USD', 'en', '美元')).toBe('USD · US Dollar');
  expect(currencyLabel('EUR', 'pt', '欧元')).toBe('EUR · Euro');
  expect(currencyLabel('CNY', 'pt', '人民币')).toBe('CNY · Yuan chinês');
  expect(currencyLabel('USD', 'zh', '美元')).toBe('USD 美元');
  expect(currencyLabel('MOP', 'zh', '澳门元')).toBe('MOP 澳门元');
  expect(currencyLabel('CNY', 'cht', '人民币')).toBe('CNY 人民幣');
  expect(currencyLabel('BRL', 'zh')).toBe('BRL 巴西雷亚尔');
  // a code Intl does not know: the dictionary's label, or the code alone
  expect(currencyLabel('XYZ', 'en', '某币')).toBe('XYZ · 某币');
  expect(currencyLabel('元', 'en')).toBe('元');
});
