import type { UserInfo } from '@portal/contracts';

/**
 * How the portal greets a member: by the name they gave, else by the e-mail or phone they sign in
 * with (a sign-in name is one of the three).
 */
export function displayName(user: Pick<UserInfo, 'name' | 'email' | 'phone' | 'username'>): string {
  return user.name?.trim() || user.email || user.phone || user.username;
}
