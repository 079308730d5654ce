/** A text message to one phone, as the code sender hands it to an SMS gateway. */
export interface SmsMessage {
  /** The stored phone form: 11 digits for mainland China, otherwise '+<calling code><number>'. */
  to: string;
  /** The whole text, brand first: what free-text gateways send. */
  body: string;
  /** The verification code, when the message carries one: what template gateways fill in. */
  code?: string;
}

/** Sends one SMS, or rejects with the gateway's reason. */
export type SmsGateway = (message: SmsMessage) => Promise<void>;

/** The stored phone form in E.164 ('+8613800000001'): stored mainland numbers have no '+86'. */
export function e164(phone: string): string {
  return phone.startsWith('+') ? phone : `+86${phone}`;
}

/** Answers that are not 2xx, with what the gateway said, for the log. */
export async function failOnError(response: Response, gateway: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${gateway} answered HTTP ${response.status}: ${text.slice(0, 500)}`);
  }
  return text ? (JSON.parse(text) as unknown) : null;
}
