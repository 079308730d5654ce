import { Type } from 'typebox';
import { Envelope, PageEnvelope } from '../schemas/common';
import {
  MembershipApplication,
  MembershipApplicationParams,
  MembershipApplicationQuery,
  MembershipApplied,
  MembershipApplyBody,
  MembershipDeclineBody,
  MembershipOverview,
  MembershipTier,
} from '../schemas/membership';
import { PERMISSIONS } from '../permissions';
import { endpoint } from './define';

/**
 * The membership centre (spec §6): the tiers anyone may read, the company's tier and quota usage,
 * requests to open a paid tier, and the operator's queue that activates them once paid offline.
 */
export const membershipEndpoints = {
  tiers: endpoint({
    method: 'GET',
    path: '/memberRole/tiers',
    summary: 'Membership tiers with quotas, benefits and prices, lowest first (public)',
    tags: ['membership'],
    access: 'public',
    response: Envelope(Type.Array(MembershipTier)),
  }),
  overview: endpoint({
    method: 'GET',
    path: '/memberRole/overview',
    summary: "The company's tier, term, quota usage and pending request",
    tags: ['membership'],
    access: 'member',
    response: Envelope(MembershipOverview),
  }),
  apply: endpoint({
    method: 'POST',
    path: '/memberRole/apply',
    summary: 'Request a paid tier (main account); the platform activates it after payment',
    tags: ['membership'],
    access: 'member',
    body: MembershipApplyBody,
    response: Envelope(MembershipApplied),
  }),
  applications: endpoint({
    method: 'GET',
    path: '/operator/membershipApplications',
    summary: `Membership requests by status, oldest first (operators: *:*:* or ${PERMISSIONS.membershipManage})`,
    tags: ['operator'],
    access: { permission: PERMISSIONS.membershipManage },
    query: MembershipApplicationQuery,
    response: PageEnvelope(MembershipApplication),
  }),
  activate: endpoint({
    method: 'PUT',
    path: '/operator/membershipApplications/:id/activate',
    summary: 'Activate a paid request: a new term, or the active one of that tier extended',
    tags: ['operator'],
    access: { permission: PERMISSIONS.membershipManage },
    params: MembershipApplicationParams,
    response: Envelope(Type.Null()),
  }),
  decline: endpoint({
    method: 'PUT',
    path: '/operator/membershipApplications/:id/decline',
    summary: 'Decline a request with a reason',
    tags: ['operator'],
    access: { permission: PERMISSIONS.membershipManage },
    params: MembershipApplicationParams,
    body: MembershipDeclineBody,
    response: Envelope(Type.Null()),
  }),
};
