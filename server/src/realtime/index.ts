import { ServerResponse, type IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { DbExecutor } from '../platform/db/db';
import { hashToken } from '../platform/auth/tokens';
import type { AuthenticatedMember } from '../platform/auth/plugin';
import {
  conversationPeers,
  markRead,
  recallMessage,
  storeMessage,
  unreadCounts,
  type ReadReceipt,
} from './chat-store';
import { registerChatHandlers } from './handlers';
import {
  bans,
  budget,
  clientIp,
  counter,
  ipLimits,
  LIMITS,
  proxyTrust,
  sharedBudgets,
  TOO_MANY_CONNECTIONS,
  TOO_MANY_REQUESTS_MSG,
} from './limits';
import type { SystemNotification } from '../modules/notifications/service';
import type { ChatMessage, SendMessageInput, ServerMessageInput } from './schemas';

export const SOCKET_PATH = '/hg/socket.io';
export const NOT_LOGGED_IN = 'user-not-logged-in';

export const userRoom = (memberId: number) => `user_${memberId}`;
export const systemRoom = (memberId: number) => `system_${memberId}`;
/** The sockets opened with one token (by its stored hash): what a logout ends. */
const sessionRoom = (tokenHash: string) => `session_${tokenHash}`;

/** A revoked token or a disabled member loses an open socket within this time (app clock). */
export const SESSION_RECHECK_MS = 60_000;
/** How often (real time) the open sockets due for a recheck are looked for. */
const SESSION_CHECK_INTERVAL_MS = 1000;
/** Changes of a member's unread figures within this window are pushed as one recount. */
const UNREAD_COALESCE_MS = 100;

/**
 * engine.io answers its HTTP requests itself (handshake, long polls, polling sends, upgrades),
 * outside Fastify and its security headers (issue #11 item 16): these carry no page, so nothing
 * may render, frame or sniff them.
 */
const ENGINE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

/** What socket.io keeps per connection (socket.data); visible to other processes via fetchSockets. */
export interface SocketData {
  member: AuthenticatedMember;
  /** When the token was last found valid (by the app clock); rechecked once a minute. */
  verifiedAt: number;
}

/** Ends open sockets: one token's (a logout) or all of a member's (password, disabled). */
export type SessionTarget = { token: string } | { memberId: number };

/**
 * The chat actions shared by the REST routes and the socket events: each stores first, then
 * delivers, so whatever a client is told about has been committed.
 */
export interface Realtime {
  readonly io: Server;
  /** Stores and delivers a message: a client's (socket, REST) or one the server writes for the member (an inquiry). */
  sendMessage(
    member: AuthenticatedMember,
    input: SendMessageInput | ServerMessageInput,
    fromSocketId?: string,
  ): Promise<ChatMessage>;
  markRead(
    member: AuthenticatedMember,
    target: { peerId: number } | { messageIds: string[] },
  ): Promise<ReadReceipt[]>;
  recall(member: AuthenticatedMember, messageId: string): Promise<ChatMessage>;
  /**
   * Sends the member's current badge figures (`unread`) to all their sockets, soon: changes in
   * quick succession are recounted once (a flood of messages costs one recount, not one each).
   */
  pushUnread(memberId: number): void;
  pushNotification(memberId: number, notification: SystemNotification): Promise<void>;
  /** Which of these members have at least one socket, on any process. */
  online(memberIds: number[]): Promise<Set<number>>;
  /**
   * Takes one unit of the member's chat budget (shared by all their sockets and REST sends) and
   * of their IP's; false when either is spent. With Redis the budgets are shared by every process.
   */
  allow(memberId: number, ip: string): Promise<boolean>;
  /**
   * Disconnects the sockets of a revoked session on every process (through the Redis adapter
   * when there is one). Call after the revocation has committed.
   */
  endSessions(target: SessionTarget): void;
  /** Whether Redis answers (readiness); true when this process runs without Redis. */
  redisReachable(): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimeOptions {
  /** With a URL, processes share one socket.io adapter through Redis; otherwise in-memory. */
  redisUrl: string | undefined;
  /** Begins every Redis key and channel of this portal (REDIS_PREFIX). */
  redisPrefix: string;
  /** False when uploads are disabled: file messages answer 507. */
  fileStorage: boolean;
  /** Origins besides the server's own that may open a socket (the remotes' origins). */
  allowedOrigins: () => string[];
  production: boolean;
  /**
   * The proxies in front, which set X-Forwarded-Host and X-Forwarded-For (TRUST_PROXY: true or
   * their addresses). From anyone else those headers are the client's own words: the Origin
   * check and the per-IP limits ignore them. Default false.
   */
  trustProxy?: boolean | string;
  /** The server's per-address connection cap (CONNECTIONS_PER_IP); the per-IP limits follow it. */
  connectionsPerIp?: number;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Browsers always send Origin on a socket; it must be this host, a remote's origin, or (outside
 * production) loopback, where the dev servers proxy with a rewritten Host. Clients without Origin
 * (other servers, tests) are not browsers and still need a valid token.
 */
function originAllowed(
  request: IncomingMessage,
  { allowedOrigins, production }: RealtimeOptions,
  trusted: (address: string) => boolean,
): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const viaProxy = trusted(request.socket.remoteAddress ?? '');
  const hosts = [request.headers.host, viaProxy ? request.headers['x-forwarded-host'] : []].flat();
  if (hosts.includes(url.host)) return true;
  if (allowedOrigins().includes(url.origin)) return true;
  return !production && LOOPBACK.has(url.hostname);
}

/** Which of these token hashes still open a session (not revoked or expired, member enabled). */
async function liveTokenHashes(db: DbExecutor, hashes: string[], now: Date): Promise<Set<string>> {
  const { rows } = await db.query<{ token_hash: string }>(
    `SELECT t.token_hash FROM auth_tokens t JOIN members m ON m.id = t.member_id
      WHERE t.token_hash = ANY($1::text[]) AND t.revoked_at IS NULL AND t.expires_at > $2
        AND NOT m.disabled`,
    [hashes, now],
  );
  return new Set(rows.map((row) => row.token_hash));
}

/**
 * Refuses an engine.io request with 429, to be retried after `retryAfterMs`. A long poll gets an
 * HTTP answer; an upgrade has only its raw connection, which is answered and closed (engine.io's
 * own refusal would say 400).
 */
function refuse(request: IncomingMessage, response: ServerResponse, retryAfterMs = 1000) {
  const body = JSON.stringify({ code: 429, msg: TOO_MANY_REQUESTS_MSG });
  const retryAfter = String(Math.ceil(retryAfterMs / 1000));
  if (response instanceof ServerResponse) {
    response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': retryAfter });
    response.end(body);
    return;
  }
  // Node hands an upgrade's connection over without an error listener: a client that resets it
  // while the refusal is written would otherwise crash the process.
  request.socket.on('error', () => {});
  const headers = Object.entries({ ...ENGINE_HEADERS, 'Content-Type': 'application/json' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  request.socket.end(
    `HTTP/1.1 429 Too Many Requests\r\n${headers}Retry-After: ${retryAfter}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** What of an engine.io connection the frame budget needs. */
interface EngineConnection {
  id: string;
  request: IncomingMessage;
  /** The websocket transport's `ws` socket is `socket`; polling has none. */
  transport: { socket?: { terminate?: () => void } };
  close(discard: boolean): void;
  on(event: 'packet', listener: (packet: { type: string }) => void): void;
  once(event: 'close', listener: () => void): void;
}

async function attachRedisAdapter(app: FastifyInstance, io: Server, url: string, prefix: string) {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) {
    client.on('error', (error: unknown) =>
      app.log.error({ err: error }, 'redis (socket.io adapter)'),
    );
  }
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub, { key: `${prefix}:socket.io`, requestsTimeout: 3000 }));
  return {
    // The publishing client also answers commands (the shared chat budgets).
    evaluate: (script: string, keys: string[], args: string[]) =>
      pub.eval(script, { keys, arguments: args }),
    /**
     * Resolves once Redis has taken every broadcast published so far: Redis answers one
     * connection's commands in order, so a PING's answer comes after them.
     */
    published: () => pub.ping(),
    /** A PING answered within a second (a client that is reconnecting queues commands instead). */
    reachable: async () => {
      if (!pub.isReady) return false;
      const answered = pub.ping().then(
        () => true,
        () => false,
      );
      const late = new Promise<boolean>((resolve) => setTimeout(resolve, 1000, false).unref());
      return Promise.race([answered, late]);
    },
    close: async () => {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}

/**
 * socket.io on the API's own HTTP server (same port), path /hg/socket.io so that every proxy of
 * /hg carries it. Protocol: docs/realtime.md.
 */
export default fp<RealtimeOptions>(
  async (app, options) => {
    const trusted = proxyTrust(options.trustProxy ?? false);
    const io = new Server(app.server, {
      path: SOCKET_PATH,
      serveClient: false,
      // Security note 10: the largest legitimate event is a 9-file message (well under 64 KB).
      maxHttpBufferSize: 64 * 1024,
      // An engine.io session that has not signed in by then is closed (the default is 45 s).
      connectTimeout: 10_000,
      allowRequest: (request, callback) => callback(null, originAllowed(request, options, trusted)),
    });
    const redis = options.redisUrl
      ? await attachRedisAdapter(app, io, options.redisUrl, options.redisPrefix)
      : null;
    const report = (error: unknown) => app.log.error({ err: error }, 'realtime');
    let closing = false;

    const clock = () => app.now().getTime();
    const memberEvents = budget(LIMITS.memberEvents, clock);
    const perIp = ipLimits(options.connectionsPerIp);
    const ipEvents = budget(perIp.ipEvents, clock);
    const engineRequests = budget(perIp.engineRequests, clock);
    const handshakes = budget(perIp.handshakes, clock);
    const socketsPerMember = counter(LIMITS.socketsPerMember);
    const connectionsPerIp = counter(perIp.connectionsPerIp);
    const socketFrames = budget(LIMITS.socketFrames, clock);
    const ipFrames = budget(perIp.ipFrames, clock);
    const floodStrikes = budget(LIMITS.floodStrikes, clock);
    const floodBans = bans(
      LIMITS.floodBanMs,
      clock,
      redis
        ? { evaluate: redis.evaluate, key: (ip) => `${options.redisPrefix}:chat:ban:ip:${ip}` }
        : null,
      (error) => app.log.warn({ err: error }, 'shared chat bans unavailable'),
    );

    // Every engine.io HTTP request (the Fastify rate limit never sees them): security headers,
    // then an address's ban, then the per-IP request and handshake budgets. Each refusal is
    // answered here; next() is not called, so engine.io does nothing more with the request.
    io.engine.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
      for (const [name, value] of Object.entries(ENGINE_HEADERS)) response.setHeader(name, value);
      const ip = clientIp(request, trusted);
      const bannedFor = floodBans.known(ip);
      if (bannedFor > 0) return refuse(request, response, bannedFor);
      const query = (request as IncomingMessage & { _query?: { sid?: string } })._query;
      const handshake = !query?.sid;
      const refused =
        !engineRequests.take(ip) ||
        (handshake && (connectionsPerIp.full(ip) || !handshakes.take(ip)));
      if (refused) {
        app.log.info({ ip, event: 'socket_throttled' }, 'engine.io request refused: too many');
        return refuse(request, response);
      }
      if (!handshake) return next();
      // A ban another process decided (through Redis) is looked up once per new session.
      void floodBans.lookUp(ip).then((remaining) => {
        if (remaining > 0) refuse(request, response, remaining);
        else next();
      });
    });

    /**
     * A connection over its frame budget is dropped at once (an orderly websocket close would read
     * the client's frames until it answers); an address that keeps flooding is banned.
     */
    const dropFlooding = (connection: EngineConnection, ip: string) => {
      const { socket: ws } = connection.transport;
      connection.close(true);
      ws?.terminate?.();
      const banned = !floodStrikes.take(ip);
      app.log.warn(
        { ip, event: banned ? 'socket_flood_ban' : 'socket_flood' },
        banned
          ? 'address banned: its sockets keep flooding'
          : 'socket closed: over its frame budget',
      );
      if (banned) void floodBans.ban(ip);
    };
    io.engine.on('connection', (connection: EngineConnection) => {
      const ip = clientIp(connection.request, trusted);
      const release = connectionsPerIp.acquire(ip);
      // Handshakes beyond the cap are refused above; this catches simultaneous ones. Discarded,
      // so that a long poll is not kept for engine.io's 30 s orderly close.
      if (!release) return connection.close(true);
      connection.once('close', release);
      // Counted as engine.io reads each frame, before socket.io decodes it: a frame over budget
      // is never parsed, validated or answered (closing removes socket.io's listeners at once).
      connection.on('packet', (packet) => {
        if (packet.type !== 'message') return;
        if (!socketFrames.take(connection.id) || !ipFrames.take(ip)) dropFlooding(connection, ip);
      });
    });

    const allowHere = (memberId: number, ip: string) =>
      memberEvents.take(memberId) && ipEvents.take(ip);
    const shared = redis ? sharedBudgets(redis.evaluate, clock) : null;
    const allow = async (memberId: number, ip: string) => {
      if (!shared) return allowHere(memberId, ip);
      try {
        return await shared.takeAll([
          {
            key: `${options.redisPrefix}:chat:budget:member:${memberId}`,
            rule: LIMITS.memberEvents,
          },
          { key: `${options.redisPrefix}:chat:budget:ip:${ip}`, rule: perIp.ipEvents },
        ]);
      } catch (error) {
        // Redis unreachable: this process's own budgets still hold the flood back.
        app.log.warn({ err: error }, 'shared chat budget unavailable');
        return allowHere(memberId, ip);
      }
    };

    const unreadChains = new Map<number, Promise<void>>();
    const unreadPending = new Set<number>();
    /**
     * The recount runs after a short wait, one at a time per member (so figures arrive in order),
     * and a change while one is waiting joins it.
     */
    const pushUnread = (memberId: number) => {
      if (unreadPending.has(memberId)) return;
      unreadPending.add(memberId);
      const run = (unreadChains.get(memberId) ?? Promise.resolve())
        .then(() => new Promise((resolve) => setTimeout(resolve, UNREAD_COALESCE_MS)))
        .then(async () => {
          unreadPending.delete(memberId);
          if (closing) return;
          io.to(userRoom(memberId)).emit('unread', await unreadCounts(app.db, memberId));
        })
        .catch(report)
        .finally(() => {
          if (unreadChains.get(memberId) === run) unreadChains.delete(memberId);
        });
      unreadChains.set(memberId, run);
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
        // One broadcast to both members' rooms: the packet is encoded once for all their sockets.
        const bothRooms = io.to([userRoom(member.id), userRoom(message.receiverId)]);
        (fromSocketId ? bothRooms.except(fromSocketId) : bothRooms).emit('chat:message', message);
        pushUnread(message.receiverId);
        // Acked only once other processes can deliver it: a process killed right after its ack
        // must not take the broadcast with it (the sender would have no reason to retry).
        await redis?.published();
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
        if (receipts.length > 0) pushUnread(member.id);
        return receipts;
      },
      async recall(member, messageId) {
        const message = await recallMessage(app.db, member, messageId, app.now());
        io.to([userRoom(message.senderId), userRoom(message.receiverId)]).emit('chat:recalled', {
          messageId: message.messageId,
          conversationId: message.conversationId,
          recalledBy: message.recalledBy,
        });
        pushUnread(message.receiverId);
        return message;
      },
      pushUnread,
      async pushNotification(memberId, notification) {
        io.to(systemRoom(memberId)).emit('notification', notification);
        pushUnread(memberId);
      },
      online,
      allow,
      endSessions(target) {
        const room =
          'token' in target ? sessionRoom(hashToken(target.token)) : userRoom(target.memberId);
        io.in(room).disconnectSockets(true);
      },
      redisReachable: async () => !redis || (await redis.reachable()),
    };
    app.decorate('realtime', realtime);

    const announcePresence = async (memberId: number, isOnline: boolean) => {
      const peers = await conversationPeers(app.db, memberId);
      if (peers.length > 0) {
        io.to(peers.map(userRoom)).emit('presence', { userId: memberId, online: isOnline });
      }
    };

    // The token stays in this process, and only as its stored hash (what the rechecks look up).
    const tokenHashes = new WeakMap<Socket, string>();
    io.use(async (socket, next) => {
      const auth = (socket.handshake.auth ?? {}) as { token?: unknown; userId?: unknown };
      try {
        const member = await app.memberForToken(auth.token);
        // The profile fields of spec §7 come along; only the id is checked (against the token).
        const claimed = auth.userId;
        if (!member || (claimed != null && Number(claimed) !== member.id)) {
          app.log.info('socket refused: not logged in');
          return next(new Error(NOT_LOGGED_IN));
        }
        // A client gone while its token was looked up never connects: nothing to count. Any
        // other socket is counted until its connection closes, whatever closes it.
        if (socket.conn.readyState !== 'open') return next(new Error(NOT_LOGGED_IN));
        const release = socketsPerMember.acquire(member.id);
        if (!release) {
          app.log.info({ memberId: member.id }, 'socket refused: too many sockets');
          return next(new Error(TOO_MANY_CONNECTIONS));
        }
        socket.conn.once('close', release);
        socket.once('disconnect', release);
        const data: SocketData = { member, verifiedAt: app.now().getTime() };
        socket.data = data;
        // The handshake travels between processes (fetchSockets over Redis); the token must not.
        tokenHashes.set(socket, hashToken(auth.token as string));
        delete (socket.handshake.auth as { token?: unknown }).token;
        next();
      } catch (error) {
        app.log.error({ err: error }, 'socket handshake failed');
        next(new Error(NOT_LOGGED_IN));
      }
    });

    /** Whether the socket's token still holds, looked up at most once a minute. */
    const stillSignedIn = async (socket: Socket) => {
      const data = socket.data as SocketData;
      const now = app.now();
      if (now.getTime() - data.verifiedAt < SESSION_RECHECK_MS) return true;
      const hash = tokenHashes.get(socket)!;
      if (!(await liveTokenHashes(app.db, [hash], now)).has(hash)) return false;
      data.verifiedAt = now.getTime();
      return true;
    };

    // Sockets that send nothing are rechecked too: a timer looks for those due, in one query.
    const recheckSessions = async () => {
      const now = app.now();
      const due = [...io.of('/').sockets.values()].filter(
        (socket) => now.getTime() - (socket.data as SocketData).verifiedAt >= SESSION_RECHECK_MS,
      );
      if (due.length === 0) return;
      const live = await liveTokenHashes(
        app.db,
        due.map((socket) => tokenHashes.get(socket)!),
        now,
      );
      for (const socket of due) {
        if (live.has(tokenHashes.get(socket)!))
          (socket.data as SocketData).verifiedAt = now.getTime();
        else socket.disconnect(true);
      }
    };
    let rechecking = false;
    const sessionTimer = setInterval(() => {
      for (const spent of [
        memberEvents,
        ipEvents,
        engineRequests,
        handshakes,
        socketFrames,
        ipFrames,
        floodStrikes,
      ])
        spent.prune();
      floodBans.prune();
      if (rechecking || closing) return;
      rechecking = true;
      recheckSessions()
        .catch(report)
        .finally(() => {
          rechecking = false;
        });
    }, SESSION_CHECK_INTERVAL_MS);
    sessionTimer.unref();

    io.on('connection', (socket) => {
      const { member } = socket.data as SocketData;
      void socket.join([
        userRoom(member.id),
        systemRoom(member.id),
        sessionRoom(tokenHashes.get(socket)!),
      ]);
      const ip = clientIp(socket.request, trusted);
      registerChatHandlers(app, socket, {
        allow: () => realtime.allow(member.id, ip),
        stillSignedIn: () => stillSignedIn(socket),
      });
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
      clearInterval(sessionTimer);
      // Told first, clients reconnect at once (to another replica) instead of after a pause.
      io.local.emit('server:leaving');
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await io.of('/').adapter.close();
      await redis?.close();
    });
  },
  { name: 'realtime', dependencies: ['db', 'auth'] },
);
