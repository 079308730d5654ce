import { haiguanApi } from '@portal/api-client';
import type { Tier, TierKey } from './tier';

export interface Usage {
  used: number;
  quota: number;
}

export interface MembershipOverview {
  tier: Tier;
  startTime: string | null;
  /** Null: no fixed term. */
  expireTime: string | null;
  trial: boolean;
  usage: {
    products: Usage;
    subAccounts: Usage;
    exhibitions: Usage;
    exhibits: Usage;
    /** Bytes of stored uploads. */
    storage: Usage;
  };
  pendingApplication: { id: number; roleKey: TierKey; createTime: string } | null;
}

/** `GET api/memberRole/overview` → the company's tier, its term, usage against quotas. */
export async function fetchMembershipOverview(): Promise<MembershipOverview | null> {
  return (await haiguanApi.get<MembershipOverview>('/api/memberRole/overview')).data ?? null;
}
