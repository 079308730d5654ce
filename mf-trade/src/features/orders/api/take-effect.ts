import { haiguanApi } from '@portal/api-client';
import type { OrderIdBody, Static } from '@portal/contracts/schemas';

/** `POST api/minor/order/takeEffect {id}` (the buyer signs) → '合同已生效'. */
export async function takeEffect(id: number): Promise<string> {
  const body: Static<typeof OrderIdBody> = { id };
  return (await haiguanApi.post('/api/minor/order/takeEffect', body)).msg;
}
