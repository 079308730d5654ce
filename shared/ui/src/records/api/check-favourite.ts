import { haiguanApi } from '@portal/api-client';
import { recordsEndpoints } from '@portal/contracts/endpoints/records';
import type { EntityReference } from './entity-reference';

/** The caller's favourite record id for the entity, or null. */
export async function checkFavourite(reference: EntityReference): Promise<number | null> {
  // A background look-up: a failure leaves the button unpressed without a notice.
  const answer = await haiguanApi.call(
    recordsEndpoints.checkFavourite,
    { query: { ...reference } },
    { silent: true },
  );
  return answer.data.id;
}
