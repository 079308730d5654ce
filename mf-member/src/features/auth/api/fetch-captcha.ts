import { haiguanApi } from '@portal/api-client';
import type { EndpointAnswer } from '@portal/contracts/endpoints';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';

/** The answer is not enveloped: `captchaEnabled`, `img` and `uuid` sit beside `code` and `msg`. */
export type Captcha = Omit<EndpointAnswer<typeof accountsEndpoints.captcha>, 'code' | 'msg'>;

/**
 * The answer is single-use and valid for 2 minutes. With `username`, the server also hands out a
 * captcha where captchas are off but that name has failed to log in too often.
 */
export async function fetchCaptcha(username?: string): Promise<Captcha> {
  return haiguanApi.call(accountsEndpoints.captcha, username ? { query: { username } } : {});
}
