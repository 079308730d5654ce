import { haiguanApi } from '@portal/api-client';
import type {
  MembershipOverview as MembershipOverviewSchema,
  MembershipUsage,
  Static,
} from '@portal/contracts/schemas';

export type Usage = Static<typeof MembershipUsage>;

/** `expireTime` null: no fixed term; `usage.storage` counts bytes of stored uploads. */
export type MembershipOverview = Static<typeof MembershipOverviewSchema>;

/** `GET api/memberRole/overview` → the company's tier, its term, usage against quotas. */
export async function fetchMembershipOverview(): Promise<MembershipOverview | null> {
  return (await haiguanApi.get<MembershipOverview>('/api/memberRole/overview')).data ?? null;
}
