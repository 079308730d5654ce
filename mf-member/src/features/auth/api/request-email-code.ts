import { haiguanApi } from '@portal/api-client';
import type { CodeScene } from './code-scene';

/**
 * `POST api/loginApi/getEmailSms` → `{code:200, msg}`; resolves to that msg. Silent because spec
 * §8 gives the failure its own text, which the caller shows.
 */
export async function requestEmailCode(email: string, scene: CodeScene): Promise<string> {
  return (await haiguanApi.post('/api/loginApi/getEmailSms', { email, scene }, { silent: true }))
    .msg;
}
