import { haiguanApi } from '@portal/api-client';
import { membershipEndpoints } from '@portal/contracts/endpoints/membership';

/** Activates a paid membership request; resolves to the server's message. */
export async function activateApplication(id: number): Promise<string> {
  return (await haiguanApi.call(membershipEndpoints.activate, { params: { id } })).msg;
}
