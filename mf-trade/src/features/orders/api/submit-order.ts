import { haiguanApi } from '@portal/api-client';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';

/** The owner submits the saved order for review → '已提交审核' (checks it, spec §5). */
export async function submitOrder(id: number): Promise<string> {
  return (await haiguanApi.call(orderEndpoints.submit, { params: { id } })).msg;
}
