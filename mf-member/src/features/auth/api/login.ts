import { haiguanApi } from '@portal/api-client';

export interface Captcha {
  captchaEnabled: boolean;
  img?: string;
  uuid?: string;
}

export interface LoginInput {
  username: string;
  password: string;
  code: string;
  uuid?: string;
}

/** `GET api/loginApi/captchaImage`: the answer is single-use and valid for 2 minutes. */
export async function fetchCaptcha(): Promise<Captcha> {
  return (await haiguanApi.get('/api/loginApi/captchaImage')) as unknown as Captcha;
}

/** `POST api/loginApi/login` → `{code:200, msg, token}`. */
export async function loginWithPassword(input: LoginInput): Promise<string> {
  const answer = (await haiguanApi.post('/api/loginApi/login', input)) as unknown as { token: string };
  return answer.token;
}
