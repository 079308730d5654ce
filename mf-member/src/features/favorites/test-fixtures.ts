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
  title: 'Lusitânia Vinhos e Azeites, Lda.',
  subtitle: '葡萄牙 · 葡萄酒',
  link: '/enterpriseInfo?id=3',
  createTime: '2026-11-20T08:00:00.000Z',
};

export const vanished: Favourite = {
  id: 12,
  entityType: 'product',
  entityId: 9,
  title: null,
  subtitle: null,
  link: null,
  createTime: '2026-11-19T08:00:00.000Z',
};
