import { haiguanApi } from '@portal/api-client';

/** `DELETE api/browsingHistory/clear` → its msg; empties the caller's whole history. */
export async function clearHistory(): Promise<string> {
  return (await haiguanApi.del('/api/browsingHistory/clear')).msg;
}
