import type {
  Static,
  StaffListQuery,
  StaffMember,
  StaffUpdateBody,
} from '@portal/contracts/schemas';

export type StaffStatusFilter = NonNullable<Static<typeof StaffListQuery>['status']>;

/**
 * A sub-account (employee) of the signed-in main account's company: `username` is the phone or
 * e-mail they sign in with; `supplyPublish`, granted by the main account, lets them publish supply
 * (spec §6).
 */
export type Staff = Static<typeof StaffMember>;

/** The profile fields the main account edits; blank or null clears a stored value. */
export type StaffProfileInput = Omit<Static<typeof StaffUpdateBody>, 'id'>;
