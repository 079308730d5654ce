// The chat load that bench/chat-delivery.ts and bench/scale-out.ts share: members with sessions and
// a few established conversations each, one socket.io client each, random members writing to one
// of their conversation partners at a target rate for a fixed time. Measures the delivery latency (sender's emit → the receiver's `chat:message`), the ack
// latency (emit → stored and acknowledged) and what was delivered.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Socket } from 'socket.io-client';
import type { Db } from '../../server/src/platform/db/db';
import { startSession } from '../../server/src/modules/accounts/service';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server');
const { io } = createRequire(path.join(serverDir, 'package.json'))(
  'socket.io-client',
) as typeof import('socket.io-client');

const MEMBERS_PER_COMPANY = 20;
/**
 * Conversations each member already has. A day's new conversations are capped per member
 * (limits.ts), so nearly every message of a busy chat is in a conversation that exists; the first
 * messages of a conversation take their own, rarer path and are not what this load measures.
 */
const PARTNERS_PER_MEMBER = 5;
/** Sockets opened at a time. */
const CONNECT_BATCH = 50;
const CONNECT_TIMEOUT_MS = 20_000;
const ACK_TIMEOUT_MS = 10_000;
/** After the last send: time for the last messages to arrive. */
const DRAIN_MS = 2000;

export interface ChatMember {
  id: number;
  token: string;
  /** Indexes (in the member list) of those the member already has a conversation with. */
  partners: number[];
}

/**
 * `count` members (twenty to a company) with a session each and a conversation with each of the
 * next PARTNERS_PER_MEMBER members (in a ring, so also with as many before), on a database that
 * prepareDatabase has already brought up to date. Usernames are `<prefix><i>`.
 */
export async function prepareChatMembers(
  db: Db,
  { count, prefix = 'bench' }: { count: number; prefix?: string },
): Promise<ChatMember[]> {
  const now = new Date();
  const members: (ChatMember & { companyId: number })[] = [];
  for (let first = 0; first < count; first += MEMBERS_PER_COMPANY) {
    const company = await db.query<{ id: number }>(
      `INSERT INTO companies (name, country) VALUES ($1, 'CN') RETURNING id`,
      [`Bench company ${first / MEMBERS_PER_COMPANY}`],
    );
    const companyId = company.rows[0]!.id;
    for (let i = first; i < Math.min(first + MEMBERS_PER_COMPANY, count); i += 1) {
      const member = await db.query<{ id: number }>(
        `INSERT INTO members (company_id, username, name, password_hash) VALUES ($1, $2, $2, 'x') RETURNING id`,
        [companyId, `${prefix}${i}`],
      );
      const id = member.rows[0]!.id;
      members.push({ id, companyId, token: await startSession(db, id, now), partners: [] });
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0; i < count; i += 1) {
    for (
      let step = 1;
      step <= Math.min(PARTNERS_PER_MEMBER, Math.floor((count - 1) / 2));
      step += 1
    ) {
      const j = (i + step) % count;
      members[i]!.partners.push(j);
      members[j]!.partners.push(i);
      pairs.push(members[i]!.id < members[j]!.id ? [i, j] : [j, i]);
    }
  }
  const column = (pick: (pair: [number, number]) => number) => pairs.map(pick);
  await db.query(
    `INSERT INTO conversations (member_low, member_high, company_low, company_high, started_by)
     SELECT low, high, company_low, company_high, low
       FROM unnest($1::int[], $2::int[], $3::int[], $4::int[]) AS p(low, high, company_low, company_high)`,
    [
      column(([low]) => members[low]!.id),
      column(([, high]) => members[high]!.id),
      column(([low]) => members[low]!.companyId),
      column(([, high]) => members[high]!.companyId),
    ],
  );
  return members.map(({ id, token, partners }) => ({ id, token, partners }));
}

export interface ChatLoadResult {
  /** How long connecting every socket took. */
  connectSeconds: number;
  sent: number;
  /** Sends not acknowledged with code 200 within 10 s. */
  failures: number;
  /** The failures by reason: `no ack within 10 s`, or `code <n>` (the ack's code). */
  failureReasons: Record<string, number>;
  /** Delivery latencies (ms, ascending), one per message that reached its receiver. */
  deliveryMs: number[];
  /**
   * Messages that reached their receivers while the load was offered, per second of it: the
   * drain afterwards, when nothing new is sent, is not in it.
   */
  deliveredPerSecond: number;
  /** Ack latencies (ms, ascending). */
  ackMs: number[];
}

/**
 * Connects one socket per member to `url` (websocket transport, no reconnection), sends `rate`
 * messages a second for `seconds` from random members to one of their conversation partners,
 * waits two seconds for the last ones, and closes every socket, also when connecting fails.
 */
export async function runChatLoad({
  url,
  members,
  rate,
  seconds,
}: {
  url: string;
  members: ChatMember[];
  rate: number;
  seconds: number;
}): Promise<ChatLoadResult> {
  const sentAt = new Map<string, number>();
  const deliveryMs: number[] = [];
  let deliveredWhileSending = 0;
  /** When the offered load ends (performance.now()); deliveries after it are the drain's. */
  let sendingEndsAt = Infinity;
  const ackMs: number[] = [];
  let failures = 0;
  const failureReasons: Record<string, number> = {};
  const sockets: Socket[] = [];
  try {
    const connectStarted = performance.now();
    for (let first = 0; first < members.length; first += CONNECT_BATCH) {
      await Promise.all(
        members.slice(first, first + CONNECT_BATCH).map(
          (member) =>
            new Promise<void>((resolve, reject) => {
              const socket = io(url, {
                path: '/hg/socket.io',
                auth: { token: member.token, userId: member.id },
                transports: ['websocket'],
                reconnection: false,
                timeout: CONNECT_TIMEOUT_MS,
              });
              socket.on('chat:message', (message: { messageId: string; receiverId: number }) => {
                const started = sentAt.get(message.messageId);
                if (started !== undefined && message.receiverId === member.id) {
                  const arrived = performance.now();
                  deliveryMs.push(arrived - started);
                  if (arrived <= sendingEndsAt) deliveredWhileSending += 1;
                }
              });
              socket.once('connect', () => resolve());
              socket.once('connect_error', reject);
              sockets.push(socket);
            }),
        ),
      );
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;

    // Every tick sends what the rate owes by now (timers run late under load: counting by elapsed
    // time keeps the offered rate the target rate).
    const TICK_MS = 10;
    let sent = 0;
    const started = performance.now();
    sendingEndsAt = started + seconds * 1000;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const elapsed = performance.now() - started;
        if (elapsed >= seconds * 1000) {
          clearInterval(timer);
          return resolve();
        }
        const owed = Math.floor((rate * elapsed) / 1000) - sent;
        for (let i = 0; i < owed; i += 1) {
          const from = Math.floor(Math.random() * members.length);
          const { partners } = members[from]!;
          const to = partners[Math.floor(Math.random() * partners.length)]!;
          const messageId = randomUUID();
          const emittedAt = performance.now();
          sentAt.set(messageId, emittedAt);
          sent += 1;
          sockets[from]!.timeout(ACK_TIMEOUT_MS).emit(
            'chat:send',
            {
              messageId,
              receiverId: members[to]!.id,
              type: 'text',
              payload: JSON.stringify({ text: `bench ${sent}` }),
            },
            (error: Error | null, ack: { code: number }) => {
              if (error || ack.code !== 200) {
                failures += 1;
                const reason = error
                  ? `no ack within ${ACK_TIMEOUT_MS / 1000} s`
                  : `code ${ack.code}`;
                failureReasons[reason] = (failureReasons[reason] ?? 0) + 1;
              } else ackMs.push(performance.now() - emittedAt);
            },
          );
        }
      }, TICK_MS);
    });
    // Let the last messages arrive.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));

    deliveryMs.sort((a, b) => a - b);
    ackMs.sort((a, b) => a - b);
    // Copies: closing the sockets (below) fails the acks still pending, after the figures are taken.
    return {
      connectSeconds,
      sent,
      failures,
      failureReasons: { ...failureReasons },
      deliveryMs,
      deliveredPerSecond: deliveredWhileSending / seconds,
      ackMs,
    };
  } finally {
    for (const socket of sockets) socket.close();
  }
}
