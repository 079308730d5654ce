import { haiguanApi } from '@portal/api-client';

/** `PUT api/operator/membershipApplications/:id/activate` → `{code:200, msg}`. */
export async function activateApplication(id: number): Promise<string> {
  return (await haiguanApi.put(`/api/operator/membershipApplications/${id}/activate`)).msg;
}
