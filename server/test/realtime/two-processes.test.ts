import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import type { Socket } from 'socket.io-client';
import { DEMO_PASSWORD } from '../../src/scripts/seed-demo';
import { openSocket, textMessage, type Ack, type ChatMessage } from './socket-helpers';

/**
 * Two real server processes sharing one PostgreSQL schema and one Redis: a user on each chats,
 * one process is SIGKILLed mid-stream and its user reconnects to the other. Runs when REDIS_URL
 * is set, in the PostgreSQL run (DATABASE_URL): two processes cannot share one PGlite, and
 * `npm test` runs the PGlite pass without DATABASE_URL.
 */
const REDIS_URL = process.env.REDIS_URL;
const DATABASE_URL = process.env.DATABASE_URL;
const SERVER_DIR = path.resolve(__dirname, '../..');
const PER_SIDE = 20;
const KILL_AFTER = 8;

jest.setTimeout(180_000);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

interface ServerProcess {
  url: string;
  child: ChildProcess;
  stderr: () => string;
}

async function startServer(databaseUrl: string, dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  // node itself with tsx's loader (not the tsx CLI, which runs the server in a child process):
  // SIGKILL has to hit the process that holds the sockets.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      // Other test runs may share this Redis: their budgets and broadcasts stay theirs.
      REDIS_PREFIX: path.basename(dataDir),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      // The demo accounts sign in below (the server loads them only when asked).
      DEMO_DATA: 'true',
      CAPTCHA_ENABLED: 'false',
      RATE_LIMIT: '100000',
      LOGIN_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, child, stderr: () => stderr };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr}`);
}

async function signIn(url: string, username: string) {
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
class ChatSide {
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
    const ack: Ack<ChatMessage> = await this.socket.timeout(3000).emitWithAck('chat:send', input);
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

const describeWithRedis = REDIS_URL && DATABASE_URL ? describe : describe.skip;

describeWithRedis('two server processes on one Redis adapter', () => {
  let admin: Pool;
  let schema: string;
  let dataDir: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    schema = `t_${randomBytes(6).toString('hex')}`;
    admin = new Pool({ connectionString: DATABASE_URL!, max: 1 });
    await admin.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-two-processes-'));
    // One after the other: the first one migrates and seeds the schema.
    servers.push(await startServer(url.toString(), dataDir));
    servers.push(await startServer(url.toString(), dataDir));
  });

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await exited(server.child);
    }
    if (admin) {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends a logged-out session’s sockets on the other process too, and only that session’s', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const leaving = await signIn(first.url, '13800000001');
    const staying = await signIn(first.url, '13800000001');
    const open = (token: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = openSocket(second.url, { token });
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    const [ended, kept] = [await open(leaving), await open(staying)];
    const reason = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('still connected')), 5000);
      ended.once('disconnect', (why) => {
        clearTimeout(timer);
        resolve(why);
      });
    });
    const logout = await fetch(`${first.url}/haiguan/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${leaving}` },
    });
    expect(((await logout.json()) as { code: number }).code).toBe(200);
    expect(await reason).toBe('io server disconnect');
    expect(kept.connected).toBe(true);
    kept.close();
  });

  it('shares one member’s chat budget between the processes (through Redis)', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const token = await signIn(first.url, 'demo.br@example.com');
    const teaId = (
      await admin.query<{ id: number }>(`SELECT id FROM ${schema}.members WHERE phone = $1`, [
        '13800000001',
      ])
    ).rows[0]!.id;
    const sockets = await Promise.all(
      [first, second].map(
        (server) =>
          new Promise<Socket>((resolve, reject) => {
            const socket = openSocket(server.url, { token });
            socket.once('connect', () => resolve(socket));
            socket.once('connect_error', reject);
          }),
      ),
    );
    // 30 on each process: within one process's budget of 40, but not within one shared budget.
    const acks = await Promise.all(
      sockets.flatMap((socket) =>
        Array.from({ length: 30 }, (): Promise<Ack> =>
          socket.timeout(10_000).emitWithAck('chat:send', textMessage(teaId, 'budget')),
        ),
      ),
    );
    const codes = acks.map((ack) => ack.code);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThan(0);
    expect(codes.filter((code) => code === 200).length).toBeLessThan(60);
    for (const socket of sockets) socket.close();
  });

  it('delivers across processes, survives a SIGKILL and ends with one identical history', async () => {
    const [doomed, survivor] = servers as [ServerProcess, ServerProcess];
    const teaToken = await signIn(doomed.url, '13800000001');
    const ptToken = await signIn(survivor.url, 'demo.pt@example.com');
    const idOf = async (login: string) =>
      (
        await admin.query<{ id: number }>(
          `SELECT id FROM ${schema}.members WHERE phone = $1 OR email = $1`,
          [login],
        )
      ).rows[0]!.id;
    const teaId = await idOf('13800000001');
    const ptId = await idOf('demo.pt@example.com');

    const tea = new ChatSide(teaToken);
    const pt = new ChatSide(ptToken);
    await tea.connect(doomed.url);
    await pt.connect(survivor.url);

    const teaInputs = Array.from({ length: PER_SIDE }, (_, i) => textMessage(ptId, `tea ${i}`));
    const ptInputs = Array.from({ length: PER_SIDE }, (_, i) => textMessage(teaId, `pt ${i}`));

    // Lusitânia, on the surviving process, keeps talking throughout.
    const ptTalks = (async () => {
      for (const input of ptInputs) {
        await pt.send(input);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    })();

    const first = await tea.send(teaInputs[0]!);
    const conversationId = first.conversationId;
    for (const input of teaInputs.slice(1, KILL_AFTER)) await tea.send(input);
    // One more goes out and the process dies under it: stored or not, the retry settles it.
    const inFlight = tea.send(teaInputs[KILL_AFTER]!).catch(() => null);
    doomed.child.kill('SIGKILL');
    await Promise.all([inFlight, exited(doomed.child)]);

    tea.socket.close();
    await tea.connect(survivor.url);
    for (const input of teaInputs.slice(KILL_AFTER)) await tea.send(input);
    await ptTalks;

    const { rows } = await admin.query<{ message_id: string; count: number }>(
      `SELECT message_id::text, count(*)::int AS count FROM ${schema}.chat_messages
        WHERE message_id = ANY($1::uuid[]) GROUP BY message_id`,
      [[...teaInputs, ...ptInputs].map((input) => input.messageId)],
    );
    expect(rows).toHaveLength(2 * PER_SIDE);
    expect(rows.every((row) => row.count === 1)).toBe(true);

    // Tea's messages sent on the doomed process reached Lusitânia live, through Redis.
    expect(pt.live.some((message) => message.messageId === teaInputs[0]!.messageId)).toBe(true);

    const stored = await admin.query<{ seq: number; message_id: string }>(
      `SELECT seq, message_id::text FROM ${schema}.chat_messages WHERE conversation_id = $1 ORDER BY seq`,
      [conversationId],
    );
    const expected = stored.rows.map((row) => `${row.seq}:${row.message_id}`);
    const deadline = Date.now() + 10_000;
    while (
      (tea.ordered(conversationId).length < expected.length ||
        pt.ordered(conversationId).length < expected.length) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(tea.ordered(conversationId)).toEqual(expected);
    expect(pt.ordered(conversationId)).toEqual(expected);
    tea.socket.close();
    pt.socket.close();
  });
});
