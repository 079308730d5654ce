import { act, screen, within } from '@testing-library/react';
import { mockApi, ok } from '@portal/api-client/testing';
import { ExchangeRates } from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { renderScreen } from '@portal/ui/testing';
import { usdRate } from '../test-fixtures';
import ExchangeRatesCard from './exchange-rates-card';
import { exchangeRateEndpoints } from '@portal/contracts/endpoints/exchange-rates';

const api = mockApi();
const RATES = exchangeRateEndpoints.rates;

beforeEach(() => {
  sessionStore.getState().setTradeCurrency([
    { dictValue: 'CNY', dictLabel: '人民币', remark: '¥' },
    { dictValue: 'USD', dictLabel: '美元', remark: 'US$' },
    { dictValue: 'MOP', dictLabel: '澳门元', remark: 'MOP$' },
  ]);
  api.on(
    RATES,
    ok(ExchangeRates, {
      date: usdRate.rateDate,
      perCny: { [usdRate.currency]: usdRate.perCny },
      rates: [usdRate],
    }),
  );
});
afterEach(async () => {
  sessionStore.getState().setTradeCurrency([]);
  await act(() => i18n.changeLanguage('zh'));
});

/** The table's rows as their first two cells: the currency and its current rate. */
async function rows(): Promise<string[][]> {
  const table = await screen.findByRole('table');
  await within(table).findByText(/0[.,]1392/);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent ?? ''),
    );
}

test.each([
  [
    'zh',
    [
      ['USD 美元', '0.1392 (2026/11/20, 中国银行中间价)'],
      ['MOP 澳门元', '未填写'],
    ],
  ],
  [
    'en',
    [
      ['USD · US Dollar', '0.1392 (11/20/2026, 中国银行中间价)'],
      ['MOP · Macanese Pataca', 'None'],
    ],
  ],
  [
    'pt',
    [
      ['USD · Dólar americano', '0,1392 (20/11/2026, 中国银行中间价)'],
      ['MOP · Pataca macaense', 'Sem taxa'],
    ],
  ],
])(
  'in %s each currency is named, and its rate and date written, the reader’s way',
  async (language, expected) => {
    await act(() => i18n.changeLanguage(language));
    renderScreen(<ExchangeRatesCard />);
    expect(await rows()).toEqual(expected);
    expect(api.requests(RATES)).toHaveLength(1);
  },
);
