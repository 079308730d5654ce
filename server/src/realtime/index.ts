import type { IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { memberForToken, type AuthenticatedMember } from '../plugins/auth';
import {
  conversationPeers,
  markRead,
  recallMessage,
  storeMessage,
  unreadCounts,
  type ReadReceipt,
} from './chat-store';
import { registerChatHandlers } from './handlers';
import type { SystemNotification } from '../lib/notifications';
import type { ChatMessage, SendMessageInput } from './schemas';

export const SOCKET_PATH = '/hg/socket.io';
export const NOT_LOGGED_IN = 'user-not-logged-in';

export const userRoom = (memberId: number) => `user_${memberId}`;
export const systemRoom = (memberId: number) => `system_${memberId}`;

/** What socket.io keeps per connection (socket.data); visible to other processes via fetchSockets. */
export interface SocketData {
  member: AuthenticatedMember;
  /** When the token was last found valid (by the app clock); rechecked once a minute. */
  verifiedAt: number;
}

/**
 * The chat actions shared by the REST routes and the socket events: each stores first, then
 * delivers, so whatever a client is told about has been committed.
 */
export interface Realtime {
  readonly io: Server;
  sendMessage(
    member: AuthenticatedMember,
    input: SendMessageInput,
    fromSocketId?: string,
  ): Promise<ChatMessage>;
  markRead(
    member: AuthenticatedMember,
    target: { peerId: number } | { messageIds: string[] },
  ): Promise<ReadReceipt[]>;
  recall(member: AuthenticatedMember, messageId: string): Promise<ChatMessage>;
  /** Sends the member's current badge figures (`unread`) to all their sockets. */
  pushUnread(memberId: number): Promise<void>;
  pushNotification(memberId: number, notification: SystemNotification): Promise<void>;
  /** Which of these members have at least one socket, on any process. */
  online(memberIds: number[]): Promise<Set<number>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimeOptions {
  /** With a URL, processes share one socket.io adapter through Redis; otherwise in-memory. */
  redisUrl: string | undefined;
  /** False when uploads are disabled: file messages answer 507. */
  fileStorage: boolean;
  /** Origins besides the server's own that may open a socket (the remotes' origins). */
  allowedOrigins: () => string[];
  production: boolean;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Browsers always send Origin on a socket; it must be this host, a remote's origin, or (outside
 * production) loopback, where the dev servers proxy with a rewritten Host. Clients without Origin
 * (other servers, tests) are not browsers and still need a valid token.
 */
function originAllowed(
  request: IncomingMessage,
  allowedOrigins: () => string[],
  production: boolean,
): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const hosts = [request.headers.host, request.headers['x-forwarded-host']].flat();
  if (hosts.includes(url.host)) return true;
  if (allowedOrigins().includes(url.origin)) return true;
  return !production && LOOPBACK.has(url.hostname);
}

async function attachRedisAdapter(app: FastifyInstance, io: Server, url: string) {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) {
    client.on('error', (error: unknown) =>
      app.log.error({ err: error }, 'redis (socket.io adapter)'),
    );
  }
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub, { requestsTimeout: 3000 }));
  return async () => {
    await Promise.allSettled([pub.close(), sub.close()]);
  };
}

/**
 * socket.io on the API's own HTTP server (same port), path /hg/socket.io so that every proxy of
 * /hg carries it. Protocol: docs/realtime.md.
 */
export default fp<RealtimeOptions>(
  async (app, options) => {
    const io = new Server(app.server, {
      path: SOCKET_PATH,
      serveClient: false,
      // Security note 10: the largest legitimate event is a 9-file message (well under 64 KB).
      maxHttpBufferSize: 64 * 1024,
      allowRequest: (request, callback) =>
        callback(null, originAllowed(request, options.allowedOrigins, options.production)),
    });
    const closeRedis = options.redisUrl
      ? await attachRedisAdapter(app, io, options.redisUrl)
      : async () => undefined;

    const emitUnread = async (memberId: number) => {
      io.to(userRoom(memberId)).emit('unread', await unreadCounts(app.db, memberId));
    };

    const online = async (memberIds: number[]) => {
      const present = new Set<number>();
      if (memberIds.length === 0) return present;
      const sockets = await io.in(memberIds.map(userRoom)).fetchSockets();
      for (const socket of sockets) present.add((socket.data as SocketData).member.id);
      return present;
    };

    const realtime: Realtime = {
      io,
      async sendMessage(member, input, fromSocketId) {
        const message = await storeMessage(app.db, member, input, app.now(), options.fileStorage);
        // A retry is delivered again: the first attempt may have been stored by a process that
        // died before delivering. Clients ignore a messageId they already show.
        const senderRoom = io.to(userRoom(member.id));
        (fromSocketId ? senderRoom.except(fromSocketId) : senderRoom).emit('chat:message', message);
        io.to(userRoom(message.receiverId)).emit('chat:message', message);
        await emitUnread(message.receiverId);
        return message;
      },
      async markRead(member, target) {
        const receipts = await markRead(app.db, member.id, target);
        for (const receipt of receipts) {
          io.to(userRoom(receipt.senderId)).emit('chat:read', {
            messageIds: receipt.messageIds,
            readerId: member.id,
          });
        }
        if (receipts.length > 0) await emitUnread(member.id);
        return receipts;
      },
      async recall(member, messageId) {
        const message = await recallMessage(app.db, member, messageId, app.now());
        io.to([userRoom(message.senderId), userRoom(message.receiverId)]).emit('chat:recalled', {
          messageId: message.messageId,
          conversationId: message.conversationId,
          recalledBy: message.recalledBy,
        });
        await emitUnread(message.receiverId);
        return message;
      },
      pushUnread: emitUnread,
      async pushNotification(memberId, notification) {
        io.to(systemRoom(memberId)).emit('notification', notification);
        await emitUnread(memberId);
      },
      online,
    };
    app.decorate('realtime', realtime);

    const announcePresence = async (memberId: number, isOnline: boolean) => {
      const peers = await conversationPeers(app.db, memberId);
      if (peers.length > 0) {
        io.to(peers.map(userRoom)).emit('presence', { userId: memberId, online: isOnline });
      }
    };

    const tokens = new WeakMap<Socket, string>();
    io.use(async (socket, next) => {
      const auth = (socket.handshake.auth ?? {}) as { token?: unknown; userId?: unknown };
      try {
        const member = await memberForToken(app.db, auth.token, app.now());
        // The profile fields of spec §7 come along; only the id is checked (against the token).
        const claimed = auth.userId;
        if (!member || (claimed != null && Number(claimed) !== member.id)) {
          app.log.info('socket refused: not logged in');
          return next(new Error(NOT_LOGGED_IN));
        }
        const data: SocketData = { member, verifiedAt: app.now().getTime() };
        socket.data = data;
        // The handshake travels between processes (fetchSockets over Redis); the token must not.
        tokens.set(socket, auth.token as string);
        delete (socket.handshake.auth as { token?: unknown }).token;
        next();
      } catch (error) {
        app.log.error({ err: error }, 'socket handshake failed');
        next(new Error(NOT_LOGGED_IN));
      }
    });

    let closing = false;
    io.on('connection', (socket) => {
      const { member } = socket.data as SocketData;
      void socket.join([userRoom(member.id), systemRoom(member.id)]);
      registerChatHandlers(app, socket, tokens.get(socket)!);
      const report = (error: unknown) => app.log.error({ err: error }, 'socket connection event');
      void (async () => {
        socket.emit('unread', await unreadCounts(app.db, member.id));
        await announcePresence(member.id, true);
      })().catch(report);
      socket.on('disconnect', () => {
        if (closing) return;
        void (async () => {
          if ((await online([member.id])).size === 0) await announcePresence(member.id, false);
        })().catch(report);
      });
    });

    // Sockets hold their connections open: end them before Fastify waits for the server to close.
    app.addHook('preClose', async () => {
      closing = true;
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await io.of('/').adapter.close();
      await closeRedis();
    });
  },
  { name: 'realtime', dependencies: ['db', 'auth'] },
);
