import { haiguanApi } from '@portal/api-client';

/** `POST api/minor/order/takeEffect {id}` (the buyer signs) → '合同已生效'. */
export async function takeEffect(id: number): Promise<string> {
  return (await haiguanApi.post('/api/minor/order/takeEffect', { id })).msg;
}
