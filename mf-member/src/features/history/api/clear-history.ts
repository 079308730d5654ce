import { haiguanApi } from '@portal/api-client';
import { recordsEndpoints } from '@portal/contracts/endpoints/records';

/** Empties the caller's whole history → the server's message. */
export async function clearHistory(): Promise<string> {
  return (await haiguanApi.call(recordsEndpoints.clearHistory)).msg;
}
