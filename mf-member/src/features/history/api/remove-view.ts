import { haiguanApi } from '@portal/api-client';
import { recordsEndpoints } from '@portal/contracts/endpoints/records';

/** Removes one entry of the caller's history → the server's message. */
export async function removeView(id: number): Promise<string> {
  return (await haiguanApi.call(recordsEndpoints.removeView, { params: { id } })).msg;
}
