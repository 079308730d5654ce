import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import type { Socket } from 'socket.io-client';
import { LIMITS } from '../../src/realtime/limits';
import { freePort } from '../production/processes';
import { ChatSide, expectOneIdenticalHistory, signIn } from './chat-side';
import { openSocket, textMessage, type Ack } from './socket-helpers';
import { describeWithServices } from '../services';

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

describeWithServices(['PostgreSQL', 'Redis'], 'two server processes on one Redis adapter', () => {
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
    // Each answer may wait behind the others' writes on a busy machine: the wait is generous,
    // the budget is what is tested.
    const acks = await Promise.all(
      sockets.flatMap((socket) =>
        Array.from({ length: 30 }, (): Promise<Ack> =>
          socket.timeout(60_000).emitWithAck('chat:send', textMessage(teaId, 'budget')),
        ),
      ),
    );
    const codes = acks.map((ack) => ack.code);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThan(0);
    expect(codes.filter((code) => code === 200).length).toBeLessThan(60);
    for (const socket of sockets) socket.close();
  });

  it('bans an address that keeps flooding one process on the other too (through Redis)', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const token = await signIn(first.url, 'demo.mo@example.com');
    const open = (server: ServerProcess, localAddress: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = openSocket(server.url, { token }, {}, localAddress);
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', (error) => {
          socket.close();
          reject(error);
        });
      });
    for (let strike = 0; strike <= LIMITS.floodStrikes.burst; strike += 1) {
      const socket = await open(first, '127.0.0.8');
      const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
      for (let i = 0; i <= LIMITS.socketFrames.burst; i += 1) socket.emit('language', 'zh');
      await dropped;
    }
    // The ban is written to Redis just after the drop the client sees: the other process refuses
    // the address once it is there, within a few tries.
    let refusedBySecond = false;
    for (let attempt = 0; attempt < 20 && !refusedBySecond; attempt += 1) {
      refusedBySecond = await open(second, '127.0.0.8').then(
        (socket) => {
          socket.close();
          return false;
        },
        () => true,
      );
      if (!refusedBySecond) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(refusedBySecond).toBe(true);
    (await open(second, '127.0.0.9')).close();
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

    // Tea's messages sent on the doomed process reached Lusitânia live, through Redis.
    expect(pt.live.some((message) => message.messageId === teaInputs[0]!.messageId)).toBe(true);
    await expectOneIdenticalHistory(
      admin,
      schema,
      conversationId,
      [...teaInputs, ...ptInputs].map((input) => input.messageId),
      [tea, pt],
    );
    tea.socket.close();
    pt.socket.close();
  });
});
