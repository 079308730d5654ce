import { Type } from 'typebox';
import { Nullable, PageQuery, SerialId } from './common';

/**
 * Shapes of the membership centre (spec §6: tiers, quotas, requests to open a paid tier and the
 * operator's queue) and of enterprise verification (the request and the operator's review).
 */

export const MembershipTier = Type.Object({
  id: Type.Integer(),
  roleKey: Type.String({ description: "'start' | 'silver' | 'gold' | 'diamond'" }),
  roleName: Type.String(),
  rank: Type.Integer({ description: 'higher is better' }),
  productQuota: Type.Integer({ description: 'products online at once' }),
  subAccountQuota: Type.Integer({ description: 'enabled employees' }),
  exhibitionQuota: Type.Integer(),
  exhibitQuota: Type.Integer(),
  storageQuota: Type.Integer({ description: 'bytes of uploads kept at once' }),
  feeDiscount: Type.Integer({ description: 'percent of a fee payable (85 = 15 % off)' }),
  freeListing: Type.Boolean(),
  durationDays: Nullable(Type.Integer()),
  price: Type.String({ description: 'yuan per term, two decimals' }),
});

export const MembershipUsage = Type.Object({ used: Type.Integer(), quota: Type.Integer() });

export const MembershipOverview = Type.Object({
  tier: MembershipTier,
  startTime: Nullable(Type.String({ format: 'date-time' })),
  expireTime: Nullable(Type.String({ format: 'date-time' })),
  trial: Type.Boolean({ description: 'on the start edition (limited-time free)' }),
  usage: Type.Object({
    products: MembershipUsage,
    subAccounts: MembershipUsage,
    exhibitions: MembershipUsage,
    exhibits: MembershipUsage,
    storage: Type.Object(
      { used: Type.Integer(), quota: Type.Integer() },
      { description: 'bytes of stored uploads' },
    ),
  }),
  pendingApplication: Nullable(
    Type.Object({
      id: Type.Integer(),
      roleKey: Type.String(),
      createTime: Type.String({ format: 'date-time' }),
    }),
  ),
});

export const MembershipApplyBody = Type.Object(
  { roleKey: Type.Optional(Type.String({ maxLength: 20 })) },
  { additionalProperties: false },
);

export const MembershipApplied = Type.Object({ id: Type.Integer() });

export const MembershipApplication = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  companyName: Type.String(),
  roleKey: Type.String(),
  roleName: Type.String(),
  applicantName: Nullable(Type.String()),
  createTime: Type.String({ format: 'date-time' }),
  status: Type.Integer({ description: '0 pending, 1 activated, 2 declined' }),
});

export const MembershipApplicationQuery = Type.Intersect([
  PageQuery,
  Type.Object({ status: Type.Integer({ minimum: 0, maximum: 2, default: 0 }) }),
]);

export const MembershipApplicationParams = Type.Object({
  id: SerialId,
});

export const MembershipDeclineBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);

export const CertificationBody = Type.Object(
  {
    creditCode: Type.String({
      maxLength: 40,
      description: 'CN: unified social credit code; PT: NIF; MO: commercial registry number',
    }),
    legalPerson: Type.String({ maxLength: 50 }),
    licenceFile: Type.Integer({ minimum: 1, description: 'id from POST upload?purpose=licence' }),
  },
  { additionalProperties: false },
);

export const CertificationChange = Type.Object({
  // Written only by the profile update, which names these three.
  field: Type.Unsafe<'name' | 'country' | 'legalPerson'>(
    Type.String({ description: 'name, country or legalPerson' }),
  ),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
});

export const CertificationRequest = Type.Object({
  companyId: Type.Integer(),
  companyName: Type.String(),
  country: Nullable(Type.String()),
  creditCode: Nullable(Type.String()),
  legalPerson: Nullable(Type.String()),
  licenceFile: Nullable(Type.Integer({ description: 'file id: GET files/:id' })),
  submittedAt: Nullable(Type.String({ format: 'date-time' })),
  reviewStatus: Type.Integer(),
  rejectReason: Nullable(Type.String()),
  changes: Nullable(
    Type.Array(CertificationChange, {
      description:
        'set when a verified company changed verified fields and came back for review: what changed',
    }),
  ),
  applicant: Nullable(
    Type.Object({ id: Type.Integer(), username: Type.String(), name: Nullable(Type.String()) }),
  ),
});

export const CertificationQuery = Type.Intersect([
  PageQuery,
  Type.Object({ status: Type.Integer({ minimum: 0, maximum: 3, default: 1 }) }),
]);

export const CertificationRejectBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);

export const CertificationCompanyParams = Type.Object({
  companyId: SerialId,
});
