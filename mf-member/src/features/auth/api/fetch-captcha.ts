import { haiguanApi } from '@portal/api-client';
import type { CaptchaAnswer, Static } from '@portal/contracts/schemas';

/** The answer is not enveloped: `captchaEnabled`, `img` and `uuid` sit beside `code` and `msg`. */
export type Captcha = Omit<Static<typeof CaptchaAnswer>, 'code' | 'msg'>;

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
