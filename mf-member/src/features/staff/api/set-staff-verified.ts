import { haiguanApi } from '@portal/api-client';

/** `PUT api/staff/:id/verify {verified}`; refused ('请先上传员工名片') without a business card. */
export async function setStaffVerified(id: number, verified: boolean): Promise<string> {
  return (await haiguanApi.put(`/api/staff/${id}/verify`, { verified })).msg;
}
