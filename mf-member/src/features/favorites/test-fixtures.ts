// The answers the tests stand the screens on; test-fixtures.test.ts holds each to its schema.
import type { UserInfo } from '@portal/contracts';
import type { Favourite } from './api/favourite';

export const user: UserInfo = {
  id: 5,
  mid: 0,
  username: 'demo.mo@example.com',
  status: 0,
  corporateLabel: 2,
  comName: '澳门中葡商贸服务有限公司',
  touxiang: null,
  logo: null,
  email: 'demo.mo@example.com',
  name: '何嘉欣',
  phone: null,
};

export const company: Favourite = {
  id: 11,
  entityType: 'company',
  entityId: 3,
  // The company gave no Chinese name: its Portuguese one, marked as such.
  title: 'Lusitânia Vinhos e Azeites, Lda.',
  textLanguage: 'pt',
  machineTranslated: false,
  subtitle: '葡萄牙 · 葡萄酒',
  link: '/enterpriseInfo?id=3',
  createTime: '2026-11-20T08:00:00.000Z',
};

/** A Portuguese product whose Chinese name is an unreviewed machine translation. */
export const machineNamed: Favourite = {
  id: 13,
  entityType: 'product',
  entityId: 7,
  title: '10年陈酿茶色波特葡萄酒',
  textLanguage: 'zh',
  machineTranslated: true,
  subtitle: '卢西塔尼亚葡萄酒与橄榄油有限公司 · EUR 18.50',
  link: '/productDetail?id=7',
  createTime: '2026-11-19T09:00:00.000Z',
};

export const vanished: Favourite = {
  id: 12,
  entityType: 'product',
  entityId: 9,
  title: null,
  textLanguage: null,
  machineTranslated: false,
  subtitle: null,
  link: null,
  createTime: '2026-11-19T08:00:00.000Z',
};
