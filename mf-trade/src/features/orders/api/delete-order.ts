import { haiguanApi } from '@portal/api-client';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';

/** Deletes a voided order for the caller's side → '删除成功!'. */
export async function deleteOrder(id: number): Promise<string> {
  return (await haiguanApi.call(orderEndpoints.delete, { params: { id } })).msg;
}
