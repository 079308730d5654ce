import { haiguanApi } from '@portal/api-client';
import { membershipEndpoints } from '@portal/contracts/endpoints/membership';

/** Declines a membership request with a reason; resolves to the server's message. */
export async function declineApplication(id: number, reason: string): Promise<string> {
  const input = { params: { id }, body: { reason } };
  return (await haiguanApi.call(membershipEndpoints.decline, input)).msg;
}
