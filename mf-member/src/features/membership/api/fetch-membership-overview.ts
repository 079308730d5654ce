import { haiguanApi } from '@portal/api-client';
import type { MembershipUsage, Static } from '@portal/contracts/schemas';
import type { EndpointAnswer } from '@portal/contracts/endpoints';
import { membershipEndpoints } from '@portal/contracts/endpoints/membership';

export type Usage = Static<typeof MembershipUsage>;

/** `expireTime` null: no fixed term; `usage.storage` counts bytes of stored uploads. */
export type MembershipOverview = EndpointAnswer<typeof membershipEndpoints.overview>['data'];

/** The company's tier, its term, usage against quotas. */
export async function fetchMembershipOverview(): Promise<MembershipOverview | null> {
  return (await haiguanApi.call(membershipEndpoints.overview)).data;
}
