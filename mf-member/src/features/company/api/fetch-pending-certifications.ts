import { haiguanApi } from '@portal/api-client';
import type { EndpointAnswer } from '@portal/contracts/endpoints';
import { companiesEndpoints } from '@portal/contracts/endpoints/companies';

type CertificationAnswer = EndpointAnswer<typeof companiesEndpoints.certifications>;

/** `changes` is set when a verified company changed verified fields and came back for review. */
export type CertificationRequest = CertificationAnswer['rows'][number];

export type CertificationPage = Pick<CertificationAnswer, 'rows' | 'total'>;

/** The pending verification requests, a page at a time. */
export async function fetchPendingCertifications(
  pageNum: number,
  pageSize: number,
): Promise<CertificationPage> {
  const query = { status: 1, pageNum, pageSize };
  const answer = await haiguanApi.call(companiesEndpoints.certifications, { query });
  return { rows: answer.rows, total: answer.total };
}
