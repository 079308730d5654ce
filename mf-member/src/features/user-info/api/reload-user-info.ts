import { haiguanApi } from '@portal/api-client';
import { companiesEndpoints } from '@portal/contracts/endpoints/companies';
import { sessionStore } from '@portal/session';

/**
 * Reads the signed-in member again and stores them in the session, so the shell's account
 * drop-down (name, avatar, verification status) follows.
 */
export async function reloadUserInfo(): Promise<void> {
  const user = (await haiguanApi.call(companiesEndpoints.userInfo)).data;
  const { membership, permissions } = sessionStore.getState();
  sessionStore.getState().setProfile({ user, membership, permissions });
}
