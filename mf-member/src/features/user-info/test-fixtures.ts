// The answers the tests stand the screens on; test-fixtures.test.ts holds each to its schema.
import type { UserInfo } from '@portal/contracts';
import type { MemberInfo } from './api/fetch-member-info';

export const user: UserInfo = {
  id: 2,
  mid: 1,
  username: '13800000002',
  status: 2,
  corporateLabel: 2,
  comName: '福建茶叶有限公司',
  touxiang: null,
  logo: null,
  email: null,
  name: '陈助理',
  phone: '13800000002',
};

export const info: MemberInfo = {
  id: 2,
  mid: 1,
  username: '13800000002',
  name: '陈助理',
  email: null,
  phone: '13800000002',
  touxiang: null,
  position: '采购',
};
