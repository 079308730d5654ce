import { haiguanApi } from '@portal/api-client';

/** `DELETE api/browsingHistory/{id}` → its msg. */
export async function removeView(id: number): Promise<string> {
  return (await haiguanApi.del(`/api/browsingHistory/${id}`)).msg;
}
