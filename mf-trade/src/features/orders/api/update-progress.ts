import { haiguanApi } from '@portal/api-client';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';
import type { EndpointBody } from '@portal/contracts/endpoints';

/** The owner sets a signed order's execution and invoice progress → '已更新'. */
export async function updateProgress(
  input: EndpointBody<typeof orderEndpoints.progress>,
): Promise<string> {
  return (await haiguanApi.call(orderEndpoints.progress, { body: input })).msg;
}
