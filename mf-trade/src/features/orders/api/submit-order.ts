import { haiguanApi } from '@portal/api-client';

/** `PUT api/minor/order/submit/{id}` → '已提交审核' (checks the saved order, spec §5). */
export async function submitOrder(id: number): Promise<string> {
  return (await haiguanApi.put(`/api/minor/order/submit/${id}`)).msg;
}
