import type { Registration } from './api/exhibitions';

/** The exhibition answers the screens' tests are given, each checked against its schema. */

/** A registration under review with one exhibit, changed by `overrides`. */
export const registration = (id: number, overrides: Partial<Registration> = {}): Registration => ({
  id,
  exhibitionId: 4,
  exhibitionTitle: '中葡食品与农产品线上博览会',
  startsOn: '2026-11-15',
  endsOn: '2026-12-15',
  exhibitionStatus: 'ongoing',
  companyId: 12,
  companyName: 'Lusitânia Vinhos e Azeites, Lda.',
  status: 1,
  remark: null,
  exhibits: [
    {
      id: 41,
      name: 'Vinho do Porto Tawny',
      price: '18.50',
      currency: 'EUR',
      unit: '瓶',
      imageUrl: null,
    },
  ],
  createTime: '2026-11-20T02:00:00.000Z',
  updateTime: '2026-11-20T02:00:00.000Z',
  reviewTime: null,
  ...overrides,
});
