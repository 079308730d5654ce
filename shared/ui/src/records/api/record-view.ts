import { haiguanApi } from '@portal/api-client';
import { recordsEndpoints } from '@portal/contracts/endpoints/records';
import type { EntityReference } from './entity-reference';

/** Records a view; the server records the address it sees, so no viewIp is sent. */
export async function recordView(
  reference: EntityReference & { deviceInfo?: string },
): Promise<void> {
  // Bookkeeping the visitor did not ask for: a failure must not interrupt the page.
  await haiguanApi.call(recordsEndpoints.recordView, { body: reference }, { silent: true });
}
