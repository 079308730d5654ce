import { haiguanApi } from '@portal/api-client';

/** `PUT api/minor/order/approved/{id}` → '审核通过'. */
export async function approveOrder(id: number): Promise<string> {
  return (await haiguanApi.put(`/api/minor/order/approved/${id}`)).msg;
}
