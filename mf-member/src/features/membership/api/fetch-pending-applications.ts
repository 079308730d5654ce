import { haiguanApi } from '@portal/api-client';
import type { EndpointAnswer } from '@portal/contracts/endpoints';
import { membershipEndpoints } from '@portal/contracts/endpoints/membership';

type ApplicationAnswer = EndpointAnswer<typeof membershipEndpoints.applications>;

export type MembershipApplication = ApplicationAnswer['rows'][number];

export type MembershipApplicationPage = Pick<ApplicationAnswer, 'rows' | 'total'>;

/** The pending membership requests, a page at a time. */
export async function fetchPendingApplications(
  pageNum: number,
  pageSize: number,
): Promise<MembershipApplicationPage> {
  const query = { status: 0, pageNum, pageSize };
  const answer = await haiguanApi.call(membershipEndpoints.applications, { query });
  return { rows: answer.rows, total: answer.total };
}
