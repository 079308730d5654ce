import { haiguanApi } from '@portal/api-client';
import type { EntityReference } from './entity-reference';

/** `POST api/browsingHistory`; the server records the address it sees, so no viewIp is sent. */
export async function recordView(
  reference: EntityReference & { deviceInfo?: string },
): Promise<void> {
  // Bookkeeping the visitor did not ask for: a failure must not interrupt the page.
  await haiguanApi.post('/api/browsingHistory', reference, { silent: true });
}
