import { haiguanApi } from '@portal/api-client';
import type { MemberInfoUpdateBody, Static } from '@portal/contracts/schemas';

export type MemberInfoInput = Static<typeof MemberInfoUpdateBody>;

/** `POST api/member/updateInfo` → `{code:200, msg}`; the e-mail changes through change-email.ts. */
export async function updateMemberInfo(input: MemberInfoInput): Promise<string> {
  return (await haiguanApi.post('/api/member/updateInfo', input)).msg;
}
