import { haiguanApi } from '@portal/api-client';
import type { TierKey } from './tier';

export interface MembershipApplication {
  id: number;
  companyId: number;
  companyName: string;
  roleKey: TierKey;
  roleName: string;
  applicantName: string | null;
  createTime: string;
  status: number;
}

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
