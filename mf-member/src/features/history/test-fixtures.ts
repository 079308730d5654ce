// The answers the tests stand the screens on; test-fixtures.test.ts holds each to its schema.
import type { UserInfo } from '@portal/contracts';
import type { View } from './api/view';

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

export const view: View = {
  id: 21,
  entityType: 'product',
  entityId: 7,
  // A Portuguese product named in the Chinese reader's language, as its author gave it.
  title: '特级初榨橄榄油',
  textLanguage: 'zh',
  machineTranslated: false,
  subtitle: '卢西塔尼亚葡萄酒与橄榄油有限公司 · EUR 32.00',
  link: '/productInfo?id=7',
  viewCount: 3,
  viewTime: '2026-11-21T10:00:00.000Z',
  deviceInfo: 'Chrome 131 · Windows',
};
