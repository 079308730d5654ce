import { haiguanApi } from '@portal/api-client';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';
import type { EndpointBody } from '@portal/contracts/endpoints';

export type InvoiceInput = EndpointBody<typeof orderEndpoints.invoice>;

/** The buyer's invoice request → '开票信息已保存'. */
export async function saveInvoice(input: InvoiceInput): Promise<string> {
  return (await haiguanApi.call(orderEndpoints.invoice, { body: input })).msg;
}
