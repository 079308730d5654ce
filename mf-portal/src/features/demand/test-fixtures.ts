import type { DemandAttachment, DemandCard, DemandDetail, MyQuote } from './api/demand';

/** The demand answers the screens' tests are given, each checked against its schema. */

/** A card of the hall's demand search, changed by `overrides`. */
export const demandCard = (id: number, overrides: Partial<DemandCard> = {}): DemandCard => ({
  id,
  title: `采购咖啡生豆 ${id}`,
  productName: '阿拉比卡咖啡生豆',
  hsCode: '090111',
  industry: '食品',
  quantity: '20000',
  unit: 'kg',
  priceMin: '3.5',
  priceMax: '4.2',
  currency: 'USD',
  deadline: '2026-12-31',
  status: 1,
  createTime: '2026-11-20T08:00:00.000Z',
  textLanguage: 'zh',
  machineTranslated: false,
  company: { id: 9, name: 'Café Brasil Importadora', country: 'BR', verified: true },
  ...overrides,
});

/** An ongoing demand another company posted, open to quotes. */
export const coffeeDemand: DemandDetail = {
  id: 5,
  title: '采购咖啡生豆',
  productName: '阿拉比卡咖啡生豆',
  hsCode: '090111',
  industry: '食品',
  quantity: '20000',
  unit: 'kg',
  priceMin: '3.5',
  priceMax: '4.2',
  currency: 'USD',
  deadline: '2099-12-31',
  status: 1,
  createTime: '2026-11-20T08:00:00.000Z',
  textLanguage: 'zh',
  machineTranslated: false,
  company: { id: 9, name: 'Café Brasil Importadora', country: 'BR', verified: true },
  description: null,
  attachments: [],
  own: false,
};

/** A demand's page as a guest reads it: no attachments. */
export const teaDemand: DemandDetail = {
  id: 5,
  title: '采购普洱茶饼',
  productName: '普洱熟茶饼',
  hsCode: '090240',
  industry: '茶叶',
  quantity: '1200',
  unit: '盒',
  priceMin: '35',
  priceMax: '42.5',
  currency: 'EUR',
  deadline: '2026-12-31',
  status: 1,
  createTime: '2026-11-20T08:00:00.000Z',
  textLanguage: 'zh',
  machineTranslated: false,
  company: { id: 9, name: 'Lusitânia Importações', country: 'PT', verified: true },
  description: null,
  attachments: [],
  own: false,
};

/** The signed-in company's open quote on `coffeeDemand`. */
export const myQuote: MyQuote = {
  id: 71,
  status: 1,
  revisionsLeft: 1,
  updateTime: '2026-11-21T08:00:00.000Z',
  unitPrice: '3.9',
  totalPrice: null,
  quantity: '20000',
  currency: 'USD',
  deliveryTerms: 'CIF Santos',
  deliveryDate: '2099-01-15',
  validUntil: '2099-01-01',
  message: '',
  attachments: [],
};

export const specSheet: DemandAttachment = {
  fileId: 301,
  name: 'ficha-tecnica.png',
  url: '/haiguan/api/files/301',
};
