import { haiguanApi } from '@portal/api-client';
import type { ChangePasswordForm } from '@portal/validators';

/** `POST api/member/updatePassword` (signed in) → `{code:200, msg:'修改密码成功，请重新登录！'}`. */
export async function updatePassword(input: ChangePasswordForm): Promise<string> {
  return (await haiguanApi.post('/api/member/updatePassword', input)).msg;
}
