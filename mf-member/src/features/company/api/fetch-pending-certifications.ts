import { haiguanApi } from '@portal/api-client';
import type {
  CertificationRequest as CertificationRequestSchema,
  Static,
} from '@portal/contracts/schemas';

/** `changes` is set when a verified company changed verified fields and came back for review. */
export type CertificationRequest = Static<typeof CertificationRequestSchema>;

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
