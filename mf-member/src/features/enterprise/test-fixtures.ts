// The answers the tests stand the screens on; test-fixtures.test.ts holds each to its schema.
import type { Enterprise } from './api/fetch-enterprise';

export const company: Enterprise = {
  id: 3,
  name: 'Lusitânia Vinhos e Azeites, Lda.',
  shortName: 'Lusitânia',
  country: 'PT',
  city: 'Porto',
  industry: '葡萄酒',
  scope: '葡萄酒与橄榄油出口',
  address: 'Rua das Flores 12, Porto',
  foundedOn: '2008-04-15',
  logo: null,
  verified: true,
  corporateLabel: 2,
  creditCode: null,
  roleKey: 'gold',
  memberSince: '2026-01-10T00:00:00.000Z',
  contactId: 41,
  products: [
    {
      id: 7,
      name: 'Vinho do Porto Tawny 10 Anos',
      price: '18.50',
      currency: 'EUR',
      unit: '瓶',
      hsCode: '220421',
      origin: 'Douro',
      imageUrl: '/haiguan/api/product/public/7/media/70',
    },
    {
      id: 8,
      name: 'Rolhas de cortiça natural',
      price: null,
      currency: 'EUR',
      unit: '个',
      hsCode: '450310',
      origin: 'Santa Maria da Feira',
      imageUrl: null,
    },
  ],
};
