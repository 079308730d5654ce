import type { FastifyInstance } from 'fastify';
import type { Language } from '@portal/contracts';
import type { Socket } from 'socket.io';
import type { Static, TProperties, TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import {
  BusinessError,
  GENERIC_ERROR_MSG,
  SESSION_EXPIRED_MSG,
  SUCCESS_MSG,
} from '../platform/http/envelope';
import { conversationPeers, syncSince } from './chat-store';
import type { SocketData } from './index';
import { TOO_MANY_REQUESTS_MSG } from './limits';
import { describeValidation, type ValidationIssue } from '../platform/http/errors';
import { nulViolation, withInputRules } from '../platform/http/input-rules';
import { languageOfTag, requestLanguage } from '../platform/language/language';
import { translateMessage } from '../platform/language/message-catalogue';
import {
  ChatPresenceQuery,
  ChatReadInput,
  ChatRecallInput,
  ChatSendInput,
  ChatSyncInput,
} from '@portal/contracts/schemas';

/** The same input rules as every REST route (platform/http/input-rules.ts). */
const compileWithInputRules = <S extends TSchema>(schema: S) =>
  Compile(withInputRules(schema) as S);

// Compiled once: checking every event is on the hot path of a busy process.
const validators = {
  send: compileWithInputRules(ChatSendInput),
  read: compileWithInputRules(ChatReadInput),
  recall: compileWithInputRules(ChatRecallInput),
  sync: compileWithInputRules(ChatSyncInput),
  presence: compileWithInputRules(ChatPresenceQuery),
};

export type Ack = { code: number; msg: string; data?: unknown };

/** The portal language of a tag the client sent (the page's `<html lang>`), or null. */
function pageLanguage(tag: unknown): Language | null {
  return typeof tag === 'string' && tag.length <= 35 ? languageOfTag(tag) : null;
}

export interface SocketGuards {
  /** One unit of the member's and the IP's chat budget (limits.ts); false when spent. */
  allow(): Promise<boolean>;
  /** Whether the socket's session still holds (rechecked at most once a minute). */
  stillSignedIn(): Promise<boolean>;
}

/**
 * The client → server events of docs/realtime.md. Every event is validated by schema and answered
 * through its ack with the REST envelope ({code: 200, msg, data} or {code, msg}).
 */
export function registerChatHandlers(
  app: FastifyInstance,
  socket: Socket,
  { allow, stillSignedIn }: SocketGuards,
) {
  // The page's language, as the API client sends it in Accept-Language: the handshake's
  // `auth.language`, then a `language` event when the page switches while connected (the client
  // sends it before its next request; events of one socket are read in order). A client that names
  // none is answered in its browser's Accept-Language.
  const { auth, headers } = socket.handshake;
  let language =
    pageLanguage((auth as { language?: unknown } | undefined)?.language) ??
    requestLanguage(headers['accept-language']);
  socket.on('language', (tag: unknown) => {
    language = pageLanguage(tag) ?? language;
  });
  const on = <S extends TSchema, T>(
    event: string,
    validator: Validator<TProperties, S>,
    handler: (input: Static<S>) => Promise<T>,
  ) => {
    socket.on(event, async (input: unknown, ack: unknown) => {
      const acknowledge = typeof ack === 'function' ? (ack as (answer: Ack) => void) : undefined;
      // Answers in the socket's language, as HTTP answers are (platform/language/message-catalogue.ts).
      const reply = (answer: Ack) =>
        acknowledge?.({ ...answer, msg: translateMessage(answer.msg, language) });
      const refuseInput = (issues: ValidationIssue[]) =>
        reply({ code: 400, msg: describeValidation(issues, 'data', language) });
      // Refused, not disconnected: the client learns to slow down and keeps what was acked. One
      // that ignores the refusals meets the frame budget of its connection (index.ts) instead.
      if (!(await allow())) return reply({ code: 429, msg: TOO_MANY_REQUESTS_MSG });
      if (!validator.Check(input)) {
        return refuseInput(validator.Errors(input as never) as ValidationIssue[]);
      }
      const nul = nulViolation(input);
      if (nul) return refuseInput([nul]);
      try {
        if (!(await stillSignedIn())) {
          reply({ code: 401, msg: SESSION_EXPIRED_MSG });
          socket.disconnect(true);
          return;
        }
        reply({ code: 200, msg: SUCCESS_MSG, data: await handler(input) });
      } catch (error) {
        if (error instanceof BusinessError) return reply({ code: error.code, msg: error.message });
        app.log.error({ err: error, event }, 'socket event failed');
        reply({ code: 500, msg: GENERIC_ERROR_MSG });
      }
    });
  };

  const { member } = socket.data as SocketData;
  on('chat:send', validators.send, (input) => app.realtime.sendMessage(member, input, socket.id));
  on('chat:read', validators.read, async (input) => {
    const receipts = await app.realtime.markRead(member, input);
    return { messageIds: receipts.flatMap((receipt) => receipt.messageIds) };
  });
  on('chat:recall', validators.recall, (input) => app.realtime.recall(member, input.messageId));
  on('chat:sync', validators.sync, (input) => syncSince(app.db, member.id, input.lastSeq));
  // Only the presence of people one has a conversation with, as with the `presence` event.
  on('presence:query', validators.presence, async (input) => {
    const peers = new Set(await conversationPeers(app.db, member.id));
    const present = await app.realtime.online(input.userIds.filter((id) => peers.has(id)));
    return Object.fromEntries(input.userIds.map((id) => [String(id), present.has(id)]));
  });
}
