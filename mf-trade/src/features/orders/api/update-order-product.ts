import { haiguanApi } from '@portal/api-client';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';
import type { EndpointBody } from '@portal/contracts/endpoints';

/** The owner prices a line of a pending order; the amount is recomputed. */
export async function updateOrderProduct(
  input: EndpointBody<typeof orderEndpoints.priceLine>,
): Promise<string> {
  return (await haiguanApi.call(orderEndpoints.priceLine, { body: input })).msg;
}
