import type { OwnCompany, Static } from '@portal/contracts/schemas';

/** `GET member/ownCompany`: `country` is ISO 3166-1 alpha-2, `licenceFile` a file id (GET `api/files/:id`). */
export type Company = Static<typeof OwnCompany>;

/** Company review status: 0 not submitted, 1 pending, 2 approved, 3 rejected. */
export type ReviewStatus = Company['reviewStatus'];
