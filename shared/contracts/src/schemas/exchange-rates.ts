import { Type } from 'typebox';
import { Nullable } from './common';

/**
 * Exchange rates as the platform's operators enter them (docs/demand.md, "Comparing quotes"):
 * units of each trade currency per 1 CNY, with the rate's date and source.
 */

export const EnteredExchangeRate = Type.Object({
  currency: Type.String(),
  perCny: Type.Number(),
  rateDate: Type.String({ format: 'date' }),
  source: Type.String(),
  updateTime: Type.String({ format: 'date-time' }),
});

export const ExchangeRates = Type.Object({
  date: Nullable(Type.String({ format: 'date', description: 'the oldest rate date' })),
  perCny: Type.Record(Type.String(), Type.Number()),
  rates: Type.Array(EnteredExchangeRate),
});

export const ExchangeRatesBody = Type.Object(
  {
    source: Type.String({ maxLength: 200 }),
    rates: Type.Array(
      Type.Object(
        {
          currency: Type.String({ maxLength: 10 }),
          perCny: Type.Number(),
          rateDate: Type.String({ maxLength: 10 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50 },
    ),
  },
  { additionalProperties: false },
);
