import { haiguanApi } from '@portal/api-client';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';

/** The buyer signs an approved order → '合同已生效'. */
export async function takeEffect(id: number): Promise<string> {
  return (await haiguanApi.call(orderEndpoints.takeEffect, { body: { id } })).msg;
}
