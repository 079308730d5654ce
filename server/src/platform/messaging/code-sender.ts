import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/db';
import { createSmsGateway, type SmsGatewaySettings } from './sms';

export type Channel = 'sms' | 'email';

export interface OutgoingMessage {
  channel: Channel;
  /** Phone number or e-mail address. */
  to: string;
  subject: string;
  body: string;
  /** The verification code the body carries, if any: template SMS gateways send only this. */
  code?: string;
}

/** Delivers verification codes and account notices. */
export interface CodeSender {
  /** Whether messages on the channel reach anyone; where not, codes are refused and not offered. */
  reaches: Record<Channel, boolean>;
  send(message: OutgoingMessage): Promise<void>;
}

/** Stores messages in `dev_outbox`, readable through GET /dev/outbox outside production. */
export function devOutboxSender(db: Db, now: () => Date): CodeSender {
  return {
    reaches: { sms: true, email: true },
    send: async ({ channel, to, subject, body }) => {
      await db.query(
        `INSERT INTO dev_outbox (channel, recipient, subject, body, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [channel, to, subject, body, now()],
      );
    },
  };
}

export interface CodeSenderSettings {
  nodeEnv: 'development' | 'production' | 'test';
  smtpUrl: string | undefined;
  mailFrom: string;
  smsGateway?: SmsGatewaySettings | undefined;
}

/**
 * E-mail through SMTP when SMTP_URL is set, SMS through the gateway SMS_GATEWAY names. A channel
 * without either goes into the development outbox outside production; in production nothing
 * would read the outbox, so such a channel reaches no one.
 */
export function createCodeSender(
  settings: CodeSenderSettings,
  outbox: CodeSender,
  log: FastifyBaseLogger,
): CodeSender {
  const { smtpUrl, mailFrom, smsGateway } = settings;
  const outboxReadable = settings.nodeEnv !== 'production';
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const sms =
    smsGateway &&
    createSmsGateway(smsGateway, (reason) => log.warn({ event: 'sms_skipped' }, reason));
  const deliver: Record<Channel, ((message: OutgoingMessage) => Promise<unknown>) | undefined> = {
    email:
      smtp &&
      ((message) =>
        smtp.sendMail({
          from: mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.body,
        })),
    sms,
  };
  return {
    reaches: {
      sms: Boolean(deliver.sms) || outboxReadable,
      email: Boolean(deliver.email) || outboxReadable,
    },
    send: async (message) => {
      const send = deliver[message.channel];
      if (!send) {
        if (outboxReadable) return outbox.send(message);
        log.warn({ event: 'message_unsent', channel: message.channel }, 'no way to send it');
        return;
      }
      // Not awaited: only targets with an account get codes, so waiting for the round trip (or
      // answering its failure) would tell callers which addresses and numbers are registered.
      send(message).catch((error: unknown) => {
        log.error({ err: error, event: `${message.channel}_failed` }, 'sending a code failed');
      });
    },
  };
}
