import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { Static, TProperties, TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import {
  BusinessError,
  GENERIC_ERROR_MSG,
  SESSION_EXPIRED_MSG,
  SUCCESS_MSG,
} from '../lib/envelope';
import { memberForToken } from '../plugins/auth';
import { conversationPeers, syncSince } from './chat-store';
import type { SocketData } from './index';
import { PresenceQuery, ReadInput, RecallInput, SendMessageInput, SyncInput } from './schemas';

/** A revoked token or a disabled member loses an open socket within this time. */
const SESSION_RECHECK_MS = 60_000;
/** Per-socket token bucket (security note 10): bursts of 60 events, 30 per second sustained. */
const BUCKET_SIZE = 60;
const REFILL_PER_SECOND = 30;

// Compiled once: checking every event is on the hot path of a busy process.
const validators = {
  send: Compile(SendMessageInput),
  read: Compile(ReadInput),
  recall: Compile(RecallInput),
  sync: Compile(SyncInput),
  presence: Compile(PresenceQuery),
};

export type Ack = { code: number; msg: string; data?: unknown };

function tokenBucket() {
  let tokens = BUCKET_SIZE;
  let updatedAt = Date.now();
  return () => {
    const current = Date.now();
    tokens = Math.min(BUCKET_SIZE, tokens + ((current - updatedAt) / 1000) * REFILL_PER_SECOND);
    updatedAt = current;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * The client → server events of docs/realtime.md. Every event is validated by schema and answered
 * through its ack with the REST envelope ({code: 200, msg, data} or {code, msg}).
 */
export function registerChatHandlers(app: FastifyInstance, socket: Socket, token: string) {
  const data = socket.data as SocketData;
  const takeToken = tokenBucket();

  const stillSignedIn = async () => {
    const now = app.now().getTime();
    if (now - data.verifiedAt < SESSION_RECHECK_MS) return true;
    const member = await memberForToken(app.db, token, app.now());
    if (member?.id !== data.member.id) return false;
    data.verifiedAt = now;
    return true;
  };

  const on = <S extends TSchema, T>(
    event: string,
    validator: Validator<TProperties, S>,
    handler: (input: Static<S>) => Promise<T>,
  ) => {
    socket.on(event, async (input: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (answer: Ack) => void) : () => undefined;
      if (!takeToken()) return reply({ code: 429, msg: '请求过于频繁，请稍后再试' });
      if (!validator.Check(input)) return reply({ code: 400, msg: '参数格式不正确' });
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

  const { member } = data;
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
