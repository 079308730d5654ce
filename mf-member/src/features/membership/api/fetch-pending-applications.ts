import { haiguanApi } from '@portal/api-client';
import type {
  MembershipApplication as MembershipApplicationSchema,
  Static,
} from '@portal/contracts/schemas';

export type MembershipApplication = Static<typeof MembershipApplicationSchema>;

export interface MembershipApplicationPage {
  rows: MembershipApplication[];
  total: number;
}

/** `GET api/operator/membershipApplications?status=0` (paged) → `{rows, total}`. */
export async function fetchPendingApplications(
  pageNum: number,
  pageSize: number,
): Promise<MembershipApplicationPage> {
  const answer = await haiguanApi.page<MembershipApplication>(
    '/api/operator/membershipApplications',
    { status: 0, pageNum, pageSize },
  );
  return { rows: answer.rows, total: answer.total };
}
