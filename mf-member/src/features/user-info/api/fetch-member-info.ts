import { haiguanApi } from '@portal/api-client';

export interface MemberInfo {
  id: number;
  mid: number;
  username: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  touxiang: string | null;
  position: string | null;
}

/** `GET api/member/info` → `{code:200, data: MemberInfo}`. */
export async function fetchMemberInfo(): Promise<MemberInfo | null> {
  return (await haiguanApi.get<MemberInfo>('/api/member/info')).data ?? null;
}
