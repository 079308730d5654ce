import { haiguanApi } from '@portal/api-client';

/** `PUT api/operator/membershipApplications/:id/decline {reason}` → `{code:200, msg}`. */
export async function declineApplication(id: number, reason: string): Promise<string> {
  return (await haiguanApi.put(`/api/operator/membershipApplications/${id}/decline`, { reason }))
    .msg;
}
