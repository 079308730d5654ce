import type {
  Exhibit,
  ExhibitionCard,
  ExhibitionDetail,
  OwnRegistration,
  Registration,
} from './api/exhibitions';

/** The exhibition answers the screens' tests are given, each checked against its schema. */

export const exhibitionCard: ExhibitionCard = {
  id: 7,
  title: '中葡食品与农产品线上博览会',
  organizer: '澳门贸易投资促进局（示例）',
  summary: '面向中国与葡语国家采购商的食品与农产品线上展会',
  startsOn: '2026-11-15',
  endsOn: '2026-12-15',
  status: 'ongoing',
  boothCount: 2,
};

export const exhibitionDetail: ExhibitionDetail = {
  id: 7,
  title: '中葡食品与农产品线上博览会',
  organizer: '澳门贸易投资促进局（示例）',
  summary: '',
  description: '面向中国与葡语国家采购商的食品与农产品线上展会。',
  startsOn: '2026-11-15',
  endsOn: '2026-12-15',
  status: 'ongoing',
  boothCount: 1,
  booths: [
    {
      registrationId: 3,
      companyId: 12,
      companyName: 'Lusitânia Vinhos e Azeites, Lda.',
      country: 'PT',
      verified: true,
      exhibits: [
        {
          id: 41,
          name: 'Vinho do Porto Tawny 10 anos',
          price: '18.50',
          currency: 'EUR',
          unit: '瓶',
          imageUrl: null,
        },
      ],
    },
  ],
};

/** The signed-in company's published products: one priced, one on request. */
export const publishedProducts: Exhibit[] = [
  { id: 51, name: '普洱熟茶饼', price: '120.00', currency: 'CNY', unit: '饼', imageUrl: null },
  { id: 52, name: '滇红功夫茶', price: null, currency: 'CNY', unit: '盒', imageUrl: null },
];

export const notRegistered: OwnRegistration = {
  status: 0,
  registration: null,
  canRegister: true,
  usage: { exhibitions: { used: 1, quota: 3 }, exhibits: { used: 19, quota: 20 } },
  products: publishedProducts,
};

/** The company's registration for `exhibitionDetail` with the product on request, `status` as given. */
export const registration = (status: 1 | 2 | 3, remark: string | null = null): Registration => ({
  id: 9,
  exhibitionId: 7,
  exhibitionTitle: exhibitionDetail.title,
  startsOn: exhibitionDetail.startsOn,
  endsOn: exhibitionDetail.endsOn,
  exhibitionStatus: 'ongoing',
  companyId: 5,
  companyName: '云南普洱茶源茶业有限公司',
  status,
  remark,
  exhibits: [publishedProducts[1]!],
  createTime: '2026-11-20T02:00:00.000Z',
  updateTime: '2026-11-21T02:00:00.000Z',
  reviewTime: status === 1 ? null : '2026-11-21T02:00:00.000Z',
});
