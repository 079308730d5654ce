import { haiguanApi } from '@portal/api-client';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';

/** The owner marks a payment received → '已确认收款', or '订单已完成' for the last one. */
export async function markInstalmentReceived(instalmentId: number): Promise<string> {
  return (await haiguanApi.call(orderEndpoints.receive, { params: { instalmentId } })).msg;
}
