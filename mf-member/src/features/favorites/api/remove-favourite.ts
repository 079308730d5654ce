import { haiguanApi } from '@portal/api-client';

/** `DELETE api/collectionRecords/{id}` → its msg ('删除成功'). */
export async function removeFavourite(id: number): Promise<string> {
  return (await haiguanApi.del(`/api/collectionRecords/${id}`)).msg;
}
