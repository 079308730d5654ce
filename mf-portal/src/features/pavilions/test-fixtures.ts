import type { PriceHistory, PriceList } from '../prices/api/prices';
import type { Pavilion, PavilionSummary } from './api/pavilions';

export const pavilionSummaries: PavilionSummary[] = [
  { key: 'tea', name: '茶叶馆', tagline: '好茶', companyCount: 1, productCount: 4 },
  { key: 'macau', name: '澳门馆', tagline: '平台', companyCount: 1, productCount: 2 },
  { key: 'shandong', name: '山东馆', tagline: '青岛', companyCount: 1, productCount: 6 },
];

export const teaPavilion: Pavilion = {
  key: 'tea',
  name: '茶叶馆',
  tagline: '从云南、福建到崂山的好茶，走向葡语国家',
  companyCount: 1,
  productCount: 2,
  intro: ['茶经澳门传入葡萄牙。', '本馆汇集以茶为业的已认证企业。'],
  hsPrefixes: ['0902'],
  countries: [],
  commodities: ['tea-laoshan'],
  companies: [
    {
      id: 7,
      name: '青岛海丰食品进出口有限公司',
      textLanguage: 'zh',
      machineTranslated: false,
      shortName: '青岛海丰',
      country: 'CN',
      city: '青岛',
      industry: '食品',
      productCount: 6,
    },
  ],
  products: [
    {
      id: 31,
      name: '崂山绿茶',
      spec: '250g/罐',
      brand: '崂山',
      hsCode: '090210',
      price: '360.00',
      currency: 'CNY',
      unit: '千克',
      origin: '山东青岛',
      originCountry: 'CN',
      imageUrl: null,
      publishedAt: '2026-11-01T00:00:00.000Z',
      textLanguage: 'zh',
      machineTranslated: false,
      minOrderQuantity: null,
      priceTiers: [],
      leadTimeDays: null,
      incoterm: null,
      incotermPlace: null,
      packaging: null,
      sampleAvailable: false,
      company: {
        id: 7,
        name: '青岛海丰食品进出口有限公司',
        country: 'CN',
        verified: true,
        roleKey: 'gold',
      },
    },
    {
      id: 3,
      name: '普洱熟茶饼',
      spec: null,
      brand: null,
      hsCode: '090230',
      price: null,
      currency: 'CNY',
      unit: '饼',
      origin: '云南普洱',
      originCountry: 'CN',
      imageUrl: null,
      publishedAt: '2026-10-01T00:00:00.000Z',
      textLanguage: 'zh',
      machineTranslated: false,
      minOrderQuantity: null,
      priceTiers: [],
      leadTimeDays: null,
      incoterm: null,
      incotermPlace: null,
      packaging: null,
      sampleAvailable: false,
      company: {
        id: 1,
        name: '云南普洱茶源茶业有限公司',
        country: 'CN',
        verified: false,
        roleKey: 'start',
      },
    },
  ],
};

const laoshanTea = {
  code: 'tea-laoshan',
  name: '崂山绿茶',
  description: '山东青岛崂山绿茶，一级，产地批发价',
  unit: 'kg',
  currency: 'CNY',
  hsCode: '090210',
};

/** `GET prices?pavilion=tea`. */
export const teaPriceList: PriceList = {
  lastObservedOn: '2025-12-31',
  commodities: [
    {
      ...laoshanTea,
      latest: { observedOn: '2025-12-31', price: '640', source: 'sample' },
      previous: { observedOn: '2025-11-30', price: '650', source: 'sample' },
      change: '-10',
      changePercent: -1.54,
    },
  ],
};

export const teaPriceHistory: PriceHistory = { commodity: laoshanTea, observations: [] };
