import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ChatSide, expectOneIdenticalHistory, signIn } from '../realtime/chat-side';
import { textMessage } from '../realtime/socket-helpers';
import {
  exitOf,
  freePort,
  HAPROXY,
  killServed,
  serveHealthy,
  standInBuilds,
  startBalancer,
  throwawaySchema,
} from './processes';
import { describeWithServices } from '../services';

/**
 * Three `npm run serve` replicas on one PostgreSQL schema and one Redis, behind HAProxy (Debian's
 * package, started here with health checks on /readyz): a token signed in on one replica works on
 * the others, clients on different replicas chat, a replica SIGKILLed in a chat burst costs no
 * acknowledged message (its client reconnects through the balancer), and the login limit counts
 * across replicas. The three start together on an empty schema: the prepare lock lets one migrate
 * and seed. Runs with DATABASE_URL and REDIS_URL (the PostgreSQL pass of `npm test`).
 */
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const REPLICAS = 3;
const LOGIN_LIMIT = 10;
const PER_SIDE = 15;
const KILL_AFTER = 6;

jest.setTimeout(240_000);

describeWithServices(['PostgreSQL', 'Redis'], 'three replicas behind a load balancer', () => {
  let dir: string;
  let database: Awaited<ReturnType<typeof throwawaySchema>>;
  let balancer: ChildProcess;
  let balancerUrl: string;
  const replicas: Awaited<ReturnType<typeof serveHealthy>>[] = [];

  beforeAll(async () => {
    if (!existsSync(HAPROXY))
      throw new Error(`HAProxy not found at ${HAPROXY}: apt-get install haproxy (npm test does)`);
    dir = mkdtempSync(path.join(tmpdir(), 'portal-replicas-'));
    standInBuilds(path.join(dir, 'static'), 'portal-replicas-test');
    database = await throwawaySchema(DATABASE_URL!, 'replicas');
    const ports = await Promise.all(Array.from({ length: REPLICAS }, freePort));
    const env = (port: number, index: number): NodeJS.ProcessEnv => ({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      REDIS_URL,
      // Other runs may share this Redis: counts and broadcasts stay this test's.
      REDIS_PREFIX: path.basename(dir),
      DATA_DIR: path.join(dir, `data-${index}`),
      STATIC_ROOT: path.join(dir, 'static'),
      TRUST_PROXY: '127.0.0.1',
      DEMO_DATA: 'true',
      CAPTCHA_ENABLED: 'false',
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
      LOG_LEVEL: 'error',
    });
    // All at once on the empty schema: the prepare lock orders them.
    replicas.push(
      ...(await Promise.all(ports.map((port, index) => serveHealthy(env(port, index))))),
    );

    ({ child: balancer, url: balancerUrl } = await startBalancer(dir, ports));
  });

  afterAll(async () => {
    balancer?.kill('SIGKILL');
    killServed();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('migrated and seeded the shared schema once, whichever replica came first', async () => {
    const { rows } = await database.admin.query<{ versions: number; duplicates: number }>(
      `SELECT count(*)::int AS versions,
              count(*)::int - count(DISTINCT name)::int AS duplicates
         FROM ${database.schema}.schema_migrations`,
    );
    expect(rows[0]!.duplicates).toBe(0);
    const demo = await database.admin.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${database.schema}.members WHERE email = 'demo.pt@example.com'`,
    );
    expect(demo.rows[0]!.count).toBe(1);
  });

  it('a token signed in through one replica works through the others and the balancer', async () => {
    const token = await signIn(replicas[0]!.url, 'demo.mo@example.com');
    for (const url of [...replicas.map((replica) => replica.url), balancerUrl]) {
      const response = await fetch(`${url}/haiguan/api/member/userInfo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(await response.json()).toMatchObject({ code: 200 });
    }
  });

  it('ten wrong logins through the balancer: the eleventh is refused, whichever replica answers', async () => {
    // The balancer names the client in X-Forwarded-For; the replicas trust it (TRUST_PROXY).
    const attempt = () =>
      fetch(`${balancerUrl}/haiguan/api/loginApi/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.23' },
        body: JSON.stringify({ username: 'nobody@example.com', password: 'wrong-password-1' }),
      });
    for (let index = 0; index < LOGIN_LIMIT; index += 1)
      expect((await attempt()).status).not.toBe(429);
    for (let index = 0; index < REPLICAS; index += 1) expect((await attempt()).status).toBe(429);
  });

  it('chats across replicas; a replica killed in the burst loses no acknowledged message', async () => {
    const [doomed, survivor] = replicas as [(typeof replicas)[0], (typeof replicas)[0]];
    const tea = new ChatSide(await signIn(doomed.url, '13800000001'));
    const pt = new ChatSide(await signIn(survivor.url, 'demo.pt@example.com'));
    const idOf = async (login: string) =>
      (
        await database.admin.query<{ id: number }>(
          `SELECT id FROM ${database.schema}.members WHERE phone = $1 OR email = $1`,
          [login],
        )
      ).rows[0]!.id;
    const ptId = await idOf('demo.pt@example.com');
    const teaId = await idOf('13800000001');
    const teaInputs = Array.from({ length: PER_SIDE }, (_, index) =>
      textMessage(ptId, `tea ${index}`),
    );
    const ptInputs = Array.from({ length: PER_SIDE }, (_, index) =>
      textMessage(teaId, `pt ${index}`),
    );
    await tea.connect(doomed.url);
    await pt.connect(survivor.url);

    const ptTalks = (async () => {
      for (const input of ptInputs) {
        await pt.send(input);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    })();
    const conversationId = (await tea.send(teaInputs[0]!)).conversationId;
    for (const input of teaInputs.slice(1, KILL_AFTER)) await tea.send(input);
    const inFlight = tea.send(teaInputs[KILL_AFTER]!).catch(() => null);
    process.kill(doomed.serverPid!, 'SIGKILL');
    await Promise.all([inFlight, exitOf(doomed.child, 30_000).catch(() => undefined)]);

    // The client comes back through the balancer, which sends it to a live replica.
    tea.socket.close();
    await tea.connect(balancerUrl);
    for (const input of teaInputs.slice(KILL_AFTER)) await tea.send(input);
    await ptTalks;

    expect(pt.live.some((message) => message.messageId === teaInputs[0]!.messageId)).toBe(true);
    await expectOneIdenticalHistory(
      database.admin,
      database.schema,
      conversationId,
      [...teaInputs, ...ptInputs].map((input) => input.messageId),
      [tea, pt],
    );
    tea.socket.close();
    pt.socket.close();
  });
});
