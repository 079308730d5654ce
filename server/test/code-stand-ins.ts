import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { aliyunSignature } from '../src/platform/messaging/sms/aliyun';

/** One request a stand-in received: its form fields, and what reached a phone or a mailbox. */
export interface Received {
  to: string;
  text: string;
  fields: Record<string, string>;
}

/** Received items in arrival order; `next()` waits for the next one not yet taken. */
function inbox() {
  const items: Received[] = [];
  const waiting: ((item: Received) => void)[] = [];
  return {
    put(item: Received) {
      const waiter = waiting.shift();
      if (waiter) waiter(item);
      else items.push(item);
    },
    next: () =>
      new Promise<Received>((resolve) => {
        const item = items.shift();
        if (item) resolve(item);
        else waiting.push(resolve);
      }),
  };
}

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export const TWILIO = { accountSid: `AC${'1'.repeat(32)}`, authToken: 'twilio-token' };
export const ALIYUN = { accessKeyId: 'aliyun-id', accessKeySecret: 'aliyun-secret' };

/**
 * A local HTTP server answering as Twilio's Messages API and Aliyun's SendSms do, refusing what
 * the real ones refuse (wrong credentials or signature, missing fields), so a gateway that passes
 * here speaks the documented protocol.
 */
export async function startSmsStandIn() {
  const received = inbox();
  const server = createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void formOf(request).then((fields) => {
      const twilioPath = `/2010-04-01/Accounts/${TWILIO.accountSid}/Messages.json`;
      if (request.method === 'POST' && request.url === twilioPath) {
        const expected = Buffer.from(`${TWILIO.accountSid}:${TWILIO.authToken}`).toString('base64');
        if (request.headers.authorization !== `Basic ${expected}`) {
          return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
        }
        if (!fields.To || !fields.Body || !(fields.From || fields.MessagingServiceSid)) {
          return answer(400, { code: 21604, message: 'A required parameter is missing' });
        }
        received.put({ to: fields.To, text: fields.Body, fields });
        return answer(201, { sid: `SM${'2'.repeat(32)}`, status: 'queued', to: fields.To });
      }
      if (request.method === 'POST' && request.url === '/') {
        const { Signature, ...signed } = fields;
        if (
          signed.AccessKeyId !== ALIYUN.accessKeyId ||
          Signature !== aliyunSignature('POST', signed, ALIYUN.accessKeySecret)
        ) {
          return answer(400, {
            Code: 'SignatureDoesNotMatch',
            Message: 'Specified signature is not matched',
          });
        }
        if (
          signed.Action !== 'SendSms' ||
          !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(signed.Timestamp ?? '')
        ) {
          return answer(400, { Code: 'InvalidParameter', Message: 'Action or Timestamp' });
        }
        received.put({
          to: signed.PhoneNumbers!,
          text: signed.TemplateParam ?? '',
          fields: signed,
        });
        return answer(200, { Code: 'OK', Message: 'OK', BizId: '1', RequestId: '2' });
      }
      return answer(404, { message: 'not found' });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    next: received.next,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local SMTP server (no TLS, no authentication) keeping each mail's recipient and raw text. */
export async function startSmtpStandIn() {
  const received = inbox();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        received.put({ to, text: Buffer.concat(chunks).toString('utf8'), fields: {} });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    next: received.next,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
