import { haiguanApi } from '@portal/api-client';
import type { OrderInvoiceBody, Static } from '@portal/contracts/schemas';

export type InvoiceInput = Static<typeof OrderInvoiceBody>;

/** `PUT api/minor/order/invoice {…}` (the buyer) → '开票信息已保存'. */
export async function saveInvoice(input: InvoiceInput): Promise<string> {
  return (await haiguanApi.put('/api/minor/order/invoice', input)).msg;
}
