import type { Pool } from 'pg';
import type { Socket } from 'socket.io-client';
import { DEMO_PASSWORD } from '../../src/scripts/seed-demo';
import { openSocket, textMessage, type Ack, type ChatMessage } from './socket-helpers';

// A signed-in chat client that keeps what it has seen, shared by the tests that run real server
// processes (two-processes.test.ts, production/replicas.test.ts).

export async function signIn(url: string, username: string) {
  const response = await fetch(`${url}/haiguan/api/loginApi/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { code: number; msg: string; token: string };
  if (body.code !== 200) throw new Error(`login of ${username}: ${body.msg}`);
  return body.token;
}

/** A chat client that keeps the history it has seen (acks, live events, resyncs) by messageId. */
export class ChatSide {
  readonly history = new Map<string, ChatMessage>();
  readonly live: ChatMessage[] = [];
  socket!: Socket;

  constructor(readonly token: string) {}

  async connect(url: string) {
    this.socket = openSocket(url, { token: this.token });
    this.socket.on('chat:message', (message: ChatMessage) => {
      this.live.push(message);
      this.history.set(message.messageId, message);
    });
    await new Promise<void>((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('connect_error', reject);
    });
    await this.resync();
  }

  /** Highest seq per conversation below which nothing is missing. */
  private contiguous(): Record<string, number> {
    const seqs = new Map<number, Set<number>>();
    for (const message of this.history.values()) {
      seqs.set(
        message.conversationId,
        (seqs.get(message.conversationId) ?? new Set()).add(message.seq),
      );
    }
    const lastSeq: Record<string, number> = {};
    for (const [conversationId, held] of seqs) {
      let seq = 0;
      while (held.has(seq + 1)) seq += 1;
      lastSeq[String(conversationId)] = seq;
    }
    return lastSeq;
  }

  async resync() {
    for (;;) {
      const ack: Ack<{ messages: ChatMessage[]; more: boolean }> = await this.socket
        .timeout(10_000)
        .emitWithAck('chat:sync', { lastSeq: this.contiguous() });
      if (ack.code !== 200) throw new Error(`sync: ${ack.msg}`);
      for (const message of ack.data!.messages) this.history.set(message.messageId, message);
      if (!ack.data!.more) return;
    }
  }

  async send(input: ReturnType<typeof textMessage>): Promise<ChatMessage> {
    // Generous for a busy machine; a send to a process that dies fails when its socket closes.
    const ack: Ack<ChatMessage> = await this.socket.timeout(15_000).emitWithAck('chat:send', input);
    if (ack.code !== 200) throw new Error(`send: ${ack.msg}`);
    this.history.set(ack.data!.messageId, ack.data!);
    return ack.data!;
  }

  ordered(conversationId: number) {
    return [...this.history.values()]
      .filter((message) => message.conversationId === conversationId)
      .sort((a, b) => a.seq - b.seq)
      .map((message) => `${message.seq}:${message.messageId}`);
  }
}

/**
 * After a chat burst that a server process's death interrupted: every message was stored once,
 * and each side ends (within 10 s) holding the conversation exactly as stored, in order.
 */
export async function expectOneIdenticalHistory(
  admin: Pool,
  schema: string,
  conversationId: number,
  messageIds: string[],
  sides: ChatSide[],
) {
  const { rows } = await admin.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${schema}.chat_messages
      WHERE message_id = ANY($1::uuid[]) GROUP BY message_id`,
    [messageIds],
  );
  expect(rows).toHaveLength(messageIds.length);
  expect(rows.every((row) => row.count === 1)).toBe(true);

  const stored = await admin.query<{ seq: number; message_id: string }>(
    `SELECT seq, message_id::text FROM ${schema}.chat_messages WHERE conversation_id = $1 ORDER BY seq`,
    [conversationId],
  );
  const expected = stored.rows.map((row) => `${row.seq}:${row.message_id}`);
  const deadline = Date.now() + 10_000;
  while (
    sides.some((side) => side.ordered(conversationId).length < expected.length) &&
    Date.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const side of sides) expect(side.ordered(conversationId)).toEqual(expected);
}
