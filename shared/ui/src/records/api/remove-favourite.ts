import { haiguanApi } from '@portal/api-client';
import { recordsEndpoints } from '@portal/contracts/endpoints/records';

/** Removes one of the caller's favourites → the server's message ('删除成功'). */
export async function removeFavourite(id: number): Promise<string> {
  return (await haiguanApi.call(recordsEndpoints.removeFavourite, { params: { id } })).msg;
}
