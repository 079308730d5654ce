import type { CommodityPrice, PriceHistory, PriceList } from './api/prices';

/** A commodity as its history names it: the price list's entry without the figures. */
const commodityOf = (price: CommodityPrice): PriceHistory['commodity'] => ({
  code: price.code,
  name: price.name,
  description: price.description,
  unit: price.unit,
  currency: price.currency,
  hsCode: price.hsCode,
});

export const oliveOilPrice: CommodityPrice = {
  code: 'olive-oil',
  name: '特级初榨橄榄油',
  description: '葡萄牙特级初榨橄榄油，散装，出厂价',
  unit: 'kg',
  currency: 'EUR',
  hsCode: '150920',
  latest: { observedOn: '2025-12-31', price: '4.37', source: 'sample' },
  previous: { observedOn: '2025-11-30', price: '4.36', source: 'sample' },
  change: '0.01',
  changePercent: 0.23,
};

export const soybeanPrice: CommodityPrice = {
  code: 'soybeans',
  name: '大豆',
  description: '巴西大豆，FOB 巴拉那瓜港',
  unit: 't',
  currency: 'USD',
  hsCode: '120190',
  latest: { observedOn: '2026-11-06', price: '398.25', source: 'Paranaguá FOB, weekly' },
  previous: { observedOn: '2026-10-30', price: '402.5', source: 'Paranaguá FOB, weekly' },
  change: '-4.25',
  changePercent: -1.06,
};

/** Never observed. */
export const corkPrice: CommodityPrice = {
  ...oliveOilPrice,
  code: 'cork',
  name: '天然软木',
  description: '葡萄牙天然软木原料',
  latest: null,
  previous: null,
  change: null,
  changePercent: null,
};

export const priceList: PriceList = {
  lastObservedOn: '2026-11-06',
  commodities: [oliveOilPrice, soybeanPrice, corkPrice],
};

/** Before any import: the commodities are there, no figure is. */
export const unobservedPriceList: PriceList = {
  lastObservedOn: null,
  commodities: [
    corkPrice,
    { ...soybeanPrice, latest: null, previous: null, change: null, changePercent: null },
  ],
};

export const oliveOilHistory: PriceHistory = {
  commodity: commodityOf(oliveOilPrice),
  observations: [
    { observedOn: '2025-10-31', price: '4.29', source: 'sample' },
    { observedOn: '2025-11-30', price: '4.36', source: 'sample' },
    { observedOn: '2025-12-31', price: '4.37', source: 'sample' },
  ],
};

export const soybeanHistory: PriceHistory = {
  commodity: commodityOf(soybeanPrice),
  observations: [],
};
