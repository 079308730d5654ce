import { Type } from 'typebox';
import { PRICE_SOURCE_MAX } from '../limits';
import { Nullable } from './common';

/** Shapes of the commodity prices (docs/prices-and-pavilions.md). Prices are exact decimal strings. */

export const CommodityCodeParams = Type.Object({
  code: Type.String({ pattern: '^[a-z0-9-]{2,40}$' }),
});

/** NUMERIC as text, trailing zeros trimmed ("4.37", "151"): exact, as observed. */
const PriceDecimal = Type.String({ description: 'decimal number as text' });

export const PriceCommodity = Type.Object({
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  unit: Type.String({ description: 'unit key of @portal/i18n (kg, l, t)' }),
  currency: Type.String(),
  hsCode: Nullable(Type.String()),
});

export const PriceObservation = Type.Object({
  observedOn: Type.String({ format: 'date' }),
  price: PriceDecimal,
  source: Type.String({ description: "who published it; 'sample' marks the demo's sample data" }),
});

export const CommodityPrice = Type.Object({
  ...PriceCommodity.properties,
  latest: Nullable(PriceObservation),
  previous: Nullable(PriceObservation),
  change: Nullable(Type.String({ description: 'latest − previous, in the currency' })),
  changePercent: Nullable(Type.Number({ description: 'of the previous price, 2 decimals' })),
});

export const PriceListQuery = Type.Object({
  pavilion: Type.Optional(Type.String({ maxLength: 20 })),
});

/** `GET prices`. */
export const PriceList = Type.Object({
  lastObservedOn: Nullable(
    Type.String({ format: 'date', description: 'the newest observation of the list' }),
  ),
  commodities: Type.Array(CommodityPrice),
});

export const PriceHistoryQuery = Type.Object({
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
});

/** `GET prices/:code/history`. */
export const PriceHistory = Type.Object({
  commodity: PriceCommodity,
  observations: Type.Array(PriceObservation, { description: 'oldest first' }),
});

/** `POST operator/prices`: loose bounds, the server checks the entry like an imported row. */
export const PriceEntryBody = Type.Object(
  {
    commodity: Type.String({ maxLength: 40 }),
    observedOn: Type.String({ maxLength: 10 }),
    price: Type.String({ maxLength: 20 }),
    source: Type.String({ maxLength: PRICE_SOURCE_MAX + 50 }),
  },
  { additionalProperties: false },
);

export const SavedPriceEntry = Type.Object({
  commodity: Type.String(),
  observedOn: Type.String(),
});

/** `POST operator/prices/import`: a CSV file sent as text. */
export const PriceImportBody = Type.Object(
  {
    fileName: Type.String({ minLength: 1, maxLength: 120 }),
    csv: Type.String({ maxLength: 500_000 }),
  },
  { additionalProperties: false },
);

export const PriceImportResult = Type.Object({ rows: Type.Integer() });
