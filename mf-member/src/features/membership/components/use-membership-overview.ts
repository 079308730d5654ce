import useSWR from 'swr';
import { fetchMembershipOverview } from '../api/fetch-membership-overview';

/** The first part of the overview's cache key, for screens that change what it counts. */
export const OVERVIEW_KEY = 'membership/overview';

/**
 * The company's membership overview, shared by the membership centre and the staff list; keyed
 * by the member, so another sign-in never sees the previous company's.
 */
export function useMembershipOverview() {
  return useSWR([OVERVIEW_KEY], () => fetchMembershipOverview());
}
