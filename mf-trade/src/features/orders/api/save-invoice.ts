import { haiguanApi } from '@portal/api-client';
import type { InvoiceHeaderType, InvoiceMedium } from './order';

export interface InvoiceInput {
  id: number;
  headerType: InvoiceHeaderType;
  medium: InvoiceMedium;
  title: string;
  taxNumber: string;
  email: string | null;
  mailName: string | null;
  mailPhone: string | null;
  mailAddress: string | null;
}

/** `PUT api/minor/order/invoice {…}` (the buyer) → '开票信息已保存'. */
export async function saveInvoice(input: InvoiceInput): Promise<string> {
  return (await haiguanApi.put('/api/minor/order/invoice', input)).msg;
}
