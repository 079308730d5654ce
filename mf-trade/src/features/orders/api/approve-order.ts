import { haiguanApi } from '@portal/api-client';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';

/** The reviewer approves a submitted order → '审核通过'. */
export async function approveOrder(id: number): Promise<string> {
  return (await haiguanApi.call(orderEndpoints.approve, { params: { id } })).msg;
}
