import { TRADE_COUNTRIES } from './countries';

// Fixed key lists that the server and the apps both name (sorts, dimensions, phases, partners,
// statuses): declared once here, and built on by the schemas in ./schemas.

/**
 * The Portuguese-speaking partners by ISO 3166-1 alpha-2 code, in the order lists give them.
 * The server maps each to the name the UN Comtrade files use.
 */
export const TRADE_PARTNER_CODES = ['AO', 'BR', 'CV', 'GQ', 'GW', 'MZ', 'PT', 'ST', 'TL'] as const;
export type TradePartnerCode = (typeof TRADE_PARTNER_CODES)[number];

/** The orders of the hall's demand search. */
export const DEMAND_SORTS = ['newest', 'deadline', 'priceDesc'] as const;
export type DemandSort = (typeof DEMAND_SORTS)[number];

/** The seven dimensions, in the order the form and the report show them (shared with digital products). */
export const DIAGNOSIS_DIMENSIONS = [
  'strategy',
  'production',
  'supplyChain',
  'marketing',
  'finance',
  'dataIt',
  'people',
] as const;
export type DiagnosisDimension = (typeof DIAGNOSIS_DIMENSIONS)[number];

export const EXHIBITION_PHASES = ['upcoming', 'ongoing', 'ended'] as const;
export type ExhibitionPhase = (typeof EXHIBITION_PHASES)[number];

/** The markets a case may name: the portal's countries besides mainland China. */
export const CASE_COUNTRY_CODES = TRADE_COUNTRIES.map((country) => country.code).filter(
  (code) => code !== 'CN',
);

/**
 * The order statuses the wall display counts, by the stage keys of the order lists and in the
 * order of the trade process (the server maps each to `orders.status`, spec §4).
 */
export const PLATFORM_ORDER_STATUS_KEYS = [
  'tradePending',
  'tradeRejected',
  'effective',
  'contractPending',
  'contractRejected',
  'completed',
  'void',
] as const;
export type PlatformOrderStatusKey = (typeof PLATFORM_ORDER_STATUS_KEYS)[number];
