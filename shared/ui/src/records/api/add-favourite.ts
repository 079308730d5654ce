import { haiguanApi } from '@portal/api-client';
import type { EntityReference } from './entity-reference';

export interface AddedFavourite {
  id: number;
  msg: string;
}

/** `POST api/collectionRecords` (idempotent) → `{data: {id}, msg}`. */
export async function addFavourite(
  reference: EntityReference & { deviceInfo?: string },
): Promise<AddedFavourite> {
  const answer = await haiguanApi.post<{ id: number }>('/api/collectionRecords', reference);
  if (!answer.data) throw new Error('favourite answered without an id');
  return { id: answer.data.id, msg: answer.msg };
}
