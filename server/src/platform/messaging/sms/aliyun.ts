import { createHmac, randomUUID } from 'node:crypto';
import { failOnError, type SmsGateway } from './gateway';

export interface AliyunSettings {
  provider: 'aliyun';
  /** https://dysmsapi.aliyuncs.com unless SMS_GATEWAY_URL says otherwise. */
  baseUrl: string;
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature (签名) shown before every message. */
  signName: string;
  /** The approved template for codes; it has one variable, `${code}`. */
  templateCode: string;
  /**
   * An approved template without variables for account notices (someone tried to register this
   * number…); without it those notices are not texted, as templates are all Aliyun sends.
   */
  noticeTemplateCode: string | undefined;
}

/** RFC 3986 encoding as Alibaba Cloud's RPC signature asks for it (space %20, '*' %2A, '~' kept). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Signature version 1.0 of Alibaba Cloud's RPC APIs: HMAC-SHA1, keyed with the secret and '&',
 * over `METHOD&%2F&` and the encoded, name-sorted query; Base64.
 */
export function aliyunSignature(
  method: string,
  params: Record<string, string>,
  accessKeySecret: string,
): string {
  const canonical = Object.keys(params)
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(params[name]!)}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/**
 * Aliyun SMS (dysmsapi, version 2017-05-25) `SendSms`, signed by hand with the documented RPC
 * scheme rather than through its SDK: one small request does not justify the SDK's dependencies.
 * Mainland numbers go as 11 digits, others with their calling code and no '+'.
 */
export function aliyunGateway(settings: AliyunSettings, log: (reason: string) => void): SmsGateway {
  return async ({ to, code }) => {
    const templateCode = code === undefined ? settings.noticeTemplateCode : settings.templateCode;
    if (!templateCode) {
      log('no ALIYUN_SMS_NOTICE_TEMPLATE_CODE: the account notice is not texted');
      return;
    }
    const params: Record<string, string> = {
      AccessKeyId: settings.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: to.replace(/^\+/, ''),
      SignName: settings.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: templateCode,
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
      ...(code !== undefined && { TemplateParam: JSON.stringify({ code }) }),
    };
    params.Signature = aliyunSignature('POST', params, settings.accessKeySecret);
    const response = await fetch(new URL('/', settings.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params),
      signal: AbortSignal.timeout(10_000),
    });
    // Aliyun answers refusals (unapproved template, unreachable number…) with HTTP 200 too.
    const answer = (await failOnError(response, 'Aliyun SMS')) as {
      Code?: string;
      Message?: string;
    };
    if (answer?.Code !== 'OK') {
      throw new Error(`Aliyun SMS refused: ${answer?.Code ?? '?'} ${answer?.Message ?? ''}`);
    }
  };
}
