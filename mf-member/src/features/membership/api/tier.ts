import type { MembershipTier, Static } from '@portal/contracts/schemas';

/**
 * A tier of `GET memberRole/tiers`. Its `roleKey` is 'start' | 'silver' | 'gold' | 'diamond' today;
 * the screens name any other by the server's `roleName`.
 */
export type Tier = Static<typeof MembershipTier>;
