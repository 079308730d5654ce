import { haiguanApi } from '@portal/api-client';
import type { ProductReceiver, Static } from '@portal/contracts/schemas';
import { productEndpoints } from '@portal/contracts/endpoints/products';

export type Receiver = Static<typeof ProductReceiver>;

/** `GET api/product/receivers` → the company's enabled members (inquiry receiver choices). */
export async function fetchReceivers(): Promise<Receiver[]> {
  const answer = await haiguanApi.call(productEndpoints.receivers);
  return answer.data ?? [];
}
