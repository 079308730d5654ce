import { haiguanApi } from '@portal/api-client';
import type { EntityReference } from './entity-reference';

/** `GET api/collectionRecords/check` → the caller's favourite record id, or null. */
export async function checkFavourite(reference: EntityReference): Promise<number | null> {
  // A background look-up: a failure leaves the button unpressed without a notice.
  const answer = await haiguanApi.get<{ id: number | null }>(
    '/api/collectionRecords/check',
    { ...reference },
    { silent: true },
  );
  return answer.data?.id ?? null;
}
