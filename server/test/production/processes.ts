import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { Pool } from 'pg';

// What the tests of the production build share: `npm run serve` processes (the server bundle is
// built once per Jest run by global-setup.ts), ports, process trees, a stand-in for the apps'
// builds and a throwaway PostgreSQL schema.

// From __filename: under tsx (bench/scale-out.ts imports this file from an ES module),
// __dirname is not this file's folder.
export const ROOT = path.resolve(path.dirname(__filename), '../../..');
/** scripts/build.mjs APPS: serve refuses to start without their builds. */
const APPS = ['shell', 'mf-portal', 'mf-workbench', 'mf-trade', 'mf-chat', 'mf-member'];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export function exitOf(child: ChildProcess, timeoutMs: number): Promise<Exit> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no exit within ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });
}

/** Every process below `pid`, with its command line. */
export function descendants(pid: number): { pid: number; args: string }[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .flatMap((line) => {
      const match = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line);
      return match ? [{ pid: Number(match[1]), ppid: Number(match[2]), args: match[3]! }] : [];
    });
  const found: { pid: number; args: string }[] = [];
  const parents = [pid];
  while (parents.length > 0) {
    const parent = parents.pop();
    for (const row of rows.filter((candidate) => candidate.ppid === parent)) {
      found.push({ pid: row.pid, args: row.args });
      parents.push(row.pid);
    }
  }
  return found;
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The files serve looks for in the apps' builds, the shell's page titled `pageTitle`. */
export function standInBuilds(staticRoot: string, pageTitle: string): void {
  for (const app of APPS) {
    mkdirSync(path.join(staticRoot, app, 'dist'), { recursive: true });
    const [file, text] =
      app === 'shell'
        ? ['index.html', `<!doctype html><html><head><title>${pageTitle}</title></head></html>`]
        : ['mf-manifest.json', '{}'];
    writeFileSync(path.join(staticRoot, app, 'dist', file), text);
  }
}

/** Debian's HAProxy package, unless HAPROXY_PATH names another binary (scripts/haproxy.mjs). */
export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

/** HAProxy in front of replicas on 127.0.0.1: round robin, health checks on /readyz. */
export function haproxyConfig(port: number, replicaPorts: number[]): string {
  return [
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    // A WebSocket is a tunnel once upgraded: it lives as long as the chat does.
    '  timeout tunnel 1h',
    '  option forwardfor',
    // A connection to a replica that just died goes to another one.
    '  option redispatch',
    '  retries 3',
    'frontend portal',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 2',
    ...replicaPorts.map(
      (replicaPort, index) => `  server r${index} 127.0.0.1:${replicaPort} check`,
    ),
    '',
  ].join('\n');
}

/**
 * HAProxy (config `dir`/haproxy.cfg) on a free port in front of `replicaPorts`, once it answers
 * /readyz; the caller kills `child`. Throws (after killing it) if it does not within 30 s.
 */
export async function startBalancer(dir: string, replicaPorts: number[]) {
  const port = await freePort();
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(port, replicaPorts));
  const child = spawn(HAPROXY, ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, url };
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error('the balancer never answered /readyz');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A schema of its own on DATABASE_URL, as a server's DATABASE_URL (`search_path` option). */
export async function throwawaySchema(databaseUrl: string, prefix: string) {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: databaseUrl, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  // The server takes no schema option; the connection's search_path puts it in this schema.
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    admin,
    schema,
    drop: async () => {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  };
}

export interface Serve {
  child: ChildProcess;
  output: () => string;
}

const started = new Set<ChildProcess>();
const serverPids = new Set<number>();

/** `npm run serve` itself, as the README has it: npm passes its signals on to serve. */
export function serve(env: NodeJS.ProcessEnv): Serve {
  const child = spawn('npm', ['run', 'serve'], {
    cwd: ROOT,
    env: { ...env, npm_config_update_notifier: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return { child, output: () => output };
}

/** `npm run serve` up to its first healthy answer, with the processes below it. */
export async function serveHealthy(env: NodeJS.ProcessEnv) {
  const url = `http://127.0.0.1:${env.PORT}`;
  const { child, output } = serve(env);
  const deadline = Date.now() + 90_000;
  let healthy = false;
  while (!healthy && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`serve exited ${child.exitCode}:\n${output()}`);
    healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!healthy) throw new Error(`no /healthz within 90 s:\n${output()}`);
  const processes = descendants(child.pid!);
  for (const { pid } of processes) serverPids.add(pid);
  const server = processes.find(({ args }) => args.endsWith('server/dist/main.js'));
  return { url, child, output, processes, serverPid: server?.pid };
}

/** Kills what a test that failed half-way left running: npm, serve and the servers. */
export function killServed(): void {
  for (const child of started) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    for (const { pid } of descendants(child.pid!)) serverPids.add(pid);
    child.kill('SIGKILL');
  }
  for (const pid of serverPids) if (alive(pid)) process.kill(pid, 'SIGKILL');
}
