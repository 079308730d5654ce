import { haiguanApi } from '@portal/api-client';
import { membershipEndpoints } from '@portal/contracts/endpoints/membership';
import type { Tier } from './tier';

/** The membership tiers (public), lowest rank first. */
export async function fetchTiers(): Promise<Tier[]> {
  const tiers = (await haiguanApi.call(membershipEndpoints.tiers)).data;
  return [...tiers].sort((a, b) => a.rank - b.rank);
}
