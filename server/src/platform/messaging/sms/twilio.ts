import { e164, failOnError, type SmsGateway } from './gateway';

export interface TwilioSettings {
  provider: 'twilio';
  /** https://api.twilio.com unless SMS_GATEWAY_URL says otherwise. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** A sender number in E.164, or a Messaging Service SID (MG…) that picks one per country. */
  from: string;
}

/**
 * Twilio's Programmable Messaging REST API: `POST /2010-04-01/Accounts/{sid}/Messages.json` with
 * HTTP basic auth (account SID, auth token) and a form body; 201 with the message resource.
 */
export function twilioGateway(settings: TwilioSettings): SmsGateway {
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`,
    settings.baseUrl,
  );
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const sender: [string, string] = [
    settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From',
    settings.from,
  ];
  return async ({ to, body }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([['To', e164(to)], sender, ['Body', body]]),
      signal: AbortSignal.timeout(10_000),
    });
    await failOnError(response, 'Twilio');
  };
}
