import { haiguanApi } from '@portal/api-client';

/** `POST api/operator/certifications/:companyId/reject {reason}` → `{code:200, msg}`. */
export async function rejectCertification(companyId: number, reason: string): Promise<string> {
  return (await haiguanApi.post(`/api/operator/certifications/${companyId}/reject`, { reason }))
    .msg;
}
