import { haiguanApi, isApiError } from '@portal/api-client';
import type { OrderType } from './order';

export interface SupplementInput {
  id: number;
  contractName: string | null;
  contractNumber: string | null;
  contractFiles: number[];
  instalments: { amount: string; dueDate: string | null; received: boolean }[];
  settlementQuantity: number | null;
  settlementAmount: string | null;
  pickupAddress: string | null;
  pickupContact: string | null;
  pickupPhone: string | null;
  pickupDate: string | null;
  customsDeclarationNo: string | null;
  customsPort: string | null;
  customsBroker: string | null;
  followUpName: string | null;
  type: OrderType | null;
  confirmDuplicate?: boolean;
}

export type TempStoreResult =
  | { kind: 'saved'; msg: string }
  /** Code 409 with `duplicateContract`: ask, then send again with `confirmDuplicate: true`. */
  | { kind: 'duplicate'; msg: string; fields: string[] };

function duplicateFields(data: unknown): string[] | null {
  if (typeof data !== 'object' || data === null) return null;
  const fields = (data as { duplicateContract?: unknown }).duplicateContract;
  return Array.isArray(fields) ? fields.map(String) : null;
}

/**
 * `POST api/minor/order/tempStore` → '暂存成功'. Silent so that the duplicate-contract question
 * is asked instead of shown as an error; other failures are shown here like the client would.
 */
export async function tempStore(
  input: SupplementInput,
  showError: (msg: string) => void,
): Promise<TempStoreResult> {
  try {
    const answer = await haiguanApi.post('/api/minor/order/tempStore', input, { silent: true });
    return { kind: 'saved', msg: answer.msg };
  } catch (error) {
    if (isApiError(error)) {
      const body = error.data;
      // The 409's body may arrive as `data` of the envelope or the envelope itself.
      const fields =
        duplicateFields(body) ??
        duplicateFields((body as { data?: unknown } | null | undefined)?.data);
      // 409 is the duplicate contract, whose fields may ride along. The message cannot tell: it
      // is in the reader's language (the server translates it).
      if (error.code === 409) return { kind: 'duplicate', msg: error.msg, fields: fields ?? [] };
      showError(error.msg);
    }
    throw error;
  }
}
