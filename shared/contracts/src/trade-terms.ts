/**
 * What a buyer filters a product by besides its name and price (issue #34, docs/supply.md): the
 * Incoterms 2020 rules a seller may quote under, with the named place (port) they apply at.
 */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** A quantity price: from `minQuantity` (in the product's unit) up, `price` per unit. */
export interface PriceTier {
  minQuantity: string;
  price: string;
}

/** Price tiers a product lists at most. */
export const MAX_PRICE_TIERS = 5;
