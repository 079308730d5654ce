import { haiguanApi } from '@portal/api-client';

/** `PUT api/staff/:id/supplyPublish {granted}` grants or revokes publishing supply (spec §6). */
export async function setSupplyPublish(id: number, granted: boolean): Promise<string> {
  return (await haiguanApi.put(`/api/staff/${id}/supplyPublish`, { granted })).msg;
}
