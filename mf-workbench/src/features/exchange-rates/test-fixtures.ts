import type { EnteredRate } from './api/exchange-rates';

export const usdRate: EnteredRate = {
  currency: 'USD',
  perCny: 0.1392,
  rateDate: '2026-11-20',
  source: '中国银行中间价',
  updateTime: '2026-11-20T02:00:00.000Z',
};
