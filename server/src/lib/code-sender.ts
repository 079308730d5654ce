import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/db';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** Phone number or e-mail address. */
  to: string;
  subject: string;
  body: string;
}

/** Delivers verification codes and account notices. */
export interface CodeSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** Stores messages in `dev_outbox`, readable through GET /dev/outbox outside production. */
export function devOutboxSender(db: Db, now: () => Date): CodeSender {
  return {
    send: async ({ channel, to, subject, body }) => {
      await db.query(
        `INSERT INTO dev_outbox (channel, recipient, subject, body, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [channel, to, subject, body, now()],
      );
    },
  };
}

export function smtpSender(smtpUrl: string, from: string): CodeSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async ({ to, subject, body }) => {
      await transport.sendMail({ from, to, subject, text: body });
    },
  };
}

/**
 * E-mail through SMTP when SMTP_URL is set; SMS always, and e-mail otherwise, into the development
 * outbox (there is no SMS gateway yet).
 */
export function createCodeSender(
  settings: { smtpUrl: string | undefined; mailFrom: string },
  outbox: CodeSender,
  log: FastifyBaseLogger,
): CodeSender {
  const { smtpUrl, mailFrom } = settings;
  if (!smtpUrl) return outbox;
  const smtp = smtpSender(smtpUrl, mailFrom);
  return {
    send: async (message) => {
      if (message.channel === 'sms') return outbox.send(message);
      // Not awaited: only targets with an account get mail, so waiting for the SMTP round trip
      // (or answering its failure) would tell callers which addresses are registered.
      smtp.send(message).catch((error: unknown) => {
        log.error({ err: error, event: 'mail_failed' }, 'sending e-mail failed');
      });
    },
  };
}
