import { haiguanApi } from '@portal/api-client';

export interface Captcha {
  captchaEnabled: boolean;
  img?: string;
  uuid?: string;
}

/**
 * `GET api/loginApi/captchaImage`: the answer is single-use and valid for 2 minutes. With
 * `username`, the server also hands out a captcha where captchas are off but that name has failed
 * to log in too often.
 */
export async function fetchCaptcha(username?: string): Promise<Captcha> {
  return (await haiguanApi.get(
    '/api/loginApi/captchaImage',
    username ? { username } : undefined,
  )) as unknown as Captcha;
}
