import { haiguanApi } from '@portal/api-client';
import type { CodeScene } from './code-scene';

/** `POST api/loginApi/getSms` → `{code:200, msg:'验证码已发送，请注意查收'}`; resolves to that msg. */
export async function requestSmsCode(phone: string, scene: CodeScene): Promise<string> {
  return (await haiguanApi.post('/api/loginApi/getSms', { phone, scene })).msg;
}
