import { haiguanApi } from '@portal/api-client';
import { staffEndpoints } from '@portal/contracts/endpoints/staff';

/** Verifies an employee or withdraws it; refused ('请先上传员工名片') without a business card. */
export async function setStaffVerified(id: number, verified: boolean): Promise<string> {
  const input = { params: { id }, body: { verified } };
  return (await haiguanApi.call(staffEndpoints.setVerified, input)).msg;
}
