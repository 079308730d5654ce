import { haiguanApi } from '@portal/api-client';

/** `POST api/operator/certifications/:companyId/approve` → `{code:200, msg}`. */
export async function approveCertification(companyId: number): Promise<string> {
  return (await haiguanApi.post(`/api/operator/certifications/${companyId}/approve`)).msg;
}
