import { haiguanApi } from '@portal/api-client';
import type { UserInfo } from '@portal/contracts';
import { sessionStore } from '@portal/session';

/**
 * `POST api/member/userInfo` → `{code:200, data: UserInfo}`; stores it in the session so the
 * shell's account drop-down (name, avatar, verification status) follows.
 */
export async function reloadUserInfo(): Promise<void> {
  const user = (await haiguanApi.post<UserInfo>('/api/member/userInfo')).data;
  if (!user) return;
  const { membership, permissions } = sessionStore.getState();
  sessionStore.getState().setProfile({ user, membership, permissions });
}
