// The answers the tests stand the screens on; test-fixtures.test.ts holds each to its schema.
import type { UserInfo } from '@portal/contracts';
import type { MembershipOverview } from './api/fetch-membership-overview';
import type { Tier } from './api/tier';

const MIB = 1024 * 1024;

export const mainAccount: UserInfo = {
  id: 10,
  mid: 0,
  username: 'demo.br@example.com',
  status: 2,
  corporateLabel: 0,
  comName: 'Café Serra Verde Exportação Ltda.',
  touxiang: null,
  logo: null,
  email: 'demo.br@example.com',
  name: 'Carlos Oliveira',
  phone: null,
};

export const tiers: Tier[] = [
  ['start', '启航版', 1, 20, 2, 1, 5, 200 * MIB, 100, false, 90, '0.00'],
  ['silver', '白银会员', 2, 100, 5, 3, 20, 1024 * MIB, 95, false, 365, '2999.00'],
  ['gold', '黄金会员', 3, 500, 20, 10, 100, 5120 * MIB, 90, true, 365, '9999.00'],
  ['diamond', '钻石之路', 4, 2000, 50, 30, 500, 20480 * MIB, 85, true, null, '29999.50'],
].map(
  (
    [
      roleKey,
      roleName,
      rank,
      productQuota,
      subAccountQuota,
      exhibitionQuota,
      exhibitQuota,
      storageQuota,
      feeDiscount,
      freeListing,
      durationDays,
      price,
    ],
    index,
  ) =>
    ({
      id: index + 1,
      roleKey,
      roleName,
      rank,
      productQuota,
      subAccountQuota,
      exhibitionQuota,
      exhibitQuota,
      storageQuota,
      feeDiscount,
      freeListing,
      durationDays,
      price,
    }) as Tier,
);

export const startOverview: MembershipOverview = {
  tier: tiers[0]!,
  startTime: '2026-11-01T00:00:00Z',
  expireTime: '2027-01-30T00:00:00Z',
  trial: true,
  usage: {
    products: { used: 2, quota: 20 },
    subAccounts: { used: 1, quota: 2 },
    exhibitions: { used: 0, quota: 1 },
    exhibits: { used: 3, quota: 5 },
    storage: { used: 50 * MIB + 300 * 1024, quota: 200 * MIB },
  },
  pendingApplication: null,
};
