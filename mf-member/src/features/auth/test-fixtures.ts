// The answers the tests stand the screens on; test-fixtures.test.ts holds each to its schema.
import type { UserInfo } from '@portal/contracts';

export const user: UserInfo = {
  id: 1,
  mid: 0,
  username: '13800000001',
  status: 0,
  corporateLabel: 2,
  comName: '福建茶叶有限公司',
  touxiang: null,
  logo: null,
  email: null,
  name: '林经理',
  phone: '13800000001',
};
