import { aliyunGateway, type AliyunSettings } from './aliyun';
import type { SmsGateway } from './gateway';
import { twilioGateway, type TwilioSettings } from './twilio';

export type { SmsGateway, SmsMessage } from './gateway';
export type SmsGatewaySettings = TwilioSettings | AliyunSettings;

/** The gateway the settings name; `log` hears what a gateway leaves unsent on purpose. */
export function createSmsGateway(
  settings: SmsGatewaySettings,
  log: (reason: string) => void,
): SmsGateway {
  return settings.provider === 'twilio' ? twilioGateway(settings) : aliyunGateway(settings, log);
}
