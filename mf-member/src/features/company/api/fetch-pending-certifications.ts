import { haiguanApi } from '@portal/api-client';

export interface CertificationRequest {
  companyId: number;
  companyName: string;
  country: string | null;
  creditCode: string | null;
  legalPerson: string | null;
  /** File id of the business licence. */
  licenceFile: number | null;
  submittedAt: string | null;
  /** Set when a verified company changed these verified fields and came back for review. */
  changes:
    { field: 'name' | 'country' | 'legalPerson'; from: string | null; to: string | null }[] | null;
  applicant: { id: number; username: string; name: string | null } | null;
}

export interface CertificationPage {
  rows: CertificationRequest[];
  total: number;
}

/** `GET api/operator/certifications?status=1` (paged) → `{rows, total}`. */
export async function fetchPendingCertifications(
  pageNum: number,
  pageSize: number,
): Promise<CertificationPage> {
  const answer = await haiguanApi.page<CertificationRequest>('/api/operator/certifications', {
    status: 1,
    pageNum,
    pageSize,
  });
  return { rows: answer.rows, total: answer.total };
}
