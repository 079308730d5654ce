import { haiguanApi } from '@portal/api-client';
import type { Tier } from './tier';

/** `GET api/memberRole/tiers` (public) → `{code:200, data: Tier[]}`, lowest rank first. */
export async function fetchTiers(): Promise<Tier[]> {
  const tiers = (await haiguanApi.get<Tier[]>('/api/memberRole/tiers')).data ?? [];
  return [...tiers].sort((a, b) => a.rank - b.rank);
}
