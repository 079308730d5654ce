import { haiguanApi } from '@portal/api-client';
import type { MemberPersonalInfo, Static } from '@portal/contracts/schemas';

export type MemberInfo = Static<typeof MemberPersonalInfo>;

/** `GET api/member/info` → `{code:200, data: MemberInfo}`. */
export async function fetchMemberInfo(): Promise<MemberInfo | null> {
  return (await haiguanApi.get<MemberInfo>('/api/member/info')).data ?? null;
}
