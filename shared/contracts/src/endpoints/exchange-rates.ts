import { PERMISSIONS } from '../permissions';
import { Envelope } from '../schemas/common';
import { ExchangeRates, ExchangeRatesBody } from '../schemas/exchange-rates';
import { endpoint } from './define';

/** Exchange rates as the platform's operators enter them (docs/demand.md, "Comparing quotes"). */
export const exchangeRateEndpoints = {
  rates: endpoint({
    method: 'GET',
    path: '/exchange/rates',
    summary:
      "Units of each trade currency per 1 CNY, as the platform's operators last entered them, and the date of the oldest rate",
    tags: ['demand'],
    access: 'member',
    response: Envelope(ExchangeRates),
  }),
  enter: endpoint({
    method: 'PUT',
    path: '/operator/exchange/rates',
    summary: `Enter or replace rates (${PERMISSIONS.exchangeManage}); currencies not sent keep theirs`,
    tags: ['demand'],
    access: { permission: PERMISSIONS.exchangeManage },
    body: ExchangeRatesBody,
    response: Envelope(ExchangeRates),
  }),
};
