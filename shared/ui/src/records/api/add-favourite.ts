import { haiguanApi } from '@portal/api-client';
import { recordsEndpoints } from '@portal/contracts/endpoints/records';
import type { EntityReference } from './entity-reference';

export interface AddedFavourite {
  id: number;
  msg: string;
}

/** Adds a favourite (idempotent) → its id and the server's message. */
export async function addFavourite(
  reference: EntityReference & { deviceInfo?: string },
): Promise<AddedFavourite> {
  const answer = await haiguanApi.call(recordsEndpoints.addFavourite, { body: reference });
  return { id: answer.data.id, msg: answer.msg };
}
