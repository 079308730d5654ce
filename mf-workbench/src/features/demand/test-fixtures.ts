import type { DemandFull, OwnDemand, ReceivedQuote, SentQuote } from './api/demand';

/** The demand answers the screens' tests are given, each checked against its schema. */

/** An ongoing demand in the company's list. */
export const ownDemand: OwnDemand = {
  id: 3,
  title: 'Procura de cortiça natural',
  productName: 'Rolhas de cortiça',
  hsCode: null,
  industry: 'Cortiça e pedra',
  quantity: '1200',
  unit: '盒',
  priceMin: '3.5',
  priceMax: '4.2',
  currency: 'USD',
  deadline: '2026-12-31',
  status: 1,
  quoteCount: 2,
  createTime: '2026-11-20T08:00:00.000Z',
};

/** A quote the company sent, still open. */
export const sentQuote: SentQuote = {
  id: 9,
  status: 1,
  revisionsLeft: 1,
  demand: { id: 4, title: '采购普洱茶饼' },
  unitPrice: '1268.5',
  totalPrice: null,
  quantity: '30',
  unit: '饼',
  currency: 'CNY',
  createTime: '2026-11-21T08:00:00.000Z',
};

/** One of the company's demands with everything it was posted with. */
export const oliveOilDemand: DemandFull = {
  id: 4,
  title: '采购特级初榨橄榄油',
  productName: '橄榄油',
  hsCode: '150910',
  industry: '食品',
  quantity: '1000',
  unit: 'L',
  priceMin: '4',
  priceMax: '6',
  currency: 'EUR',
  deadline: '2099-12-31',
  status: 1,
  quoteCount: 2,
  createTime: '2026-11-20T08:00:00.000Z',
  receiverId: 5,
  description: '',
  attachments: [],
  suppliers: [],
  designatedOnly: false,
  originalLanguage: 'zh',
  translations: { pt: { title: 'Compra de azeite virgem extra', productName: 'Azeite' } },
  missingLanguages: ['cht', 'en'],
};

/** A quote on `oliveOilDemand` from a Portuguese supplier, changed by `overrides`. */
export const receivedQuote = (
  id: number,
  overrides: Partial<ReceivedQuote> = {},
): ReceivedQuote => ({
  id,
  status: 1,
  revised: false,
  previous: null,
  company: { id: id + 100, name: `Fornecedor ${id}`, country: 'PT', verified: true },
  contactId: id + 200,
  unitPrice: null,
  totalPrice: null,
  quantity: '1000',
  currency: 'EUR',
  deliveryTerms: 'CIF Santos',
  deliveryDate: '2099-01-20',
  validUntil: '2099-01-10',
  message: '',
  attachments: [],
  createTime: '2026-11-22T08:00:00.000Z',
  updateTime: '2026-11-22T08:00:00.000Z',
  ...overrides,
});

export const specSheet = { fileId: 501, name: 'ficha-tecnica.png', url: '/haiguan/api/files/501' };
export const priceTable = { fileId: 502, name: 'tabela.png', url: '/haiguan/api/files/502' };
