import type { IncomingMessage } from 'node:http';
import { BlockList, isIP, isIPv6 } from 'node:net';
import { DEFAULT_CONNECTION_LIMITS } from '../platform/http/connection-limits';

/**
 * The chat's throttles (issue #11 item 1, issue #33 M1). Budgets are token buckets timed by the
 * app clock (tests move it instead of sleeping). The chat budgets of members and IPs and the
 * flood bans live in Redis when there is one, shared by every process; the engine.io request and
 * frame budgets, the flood strikes and the connection counts are kept per process
 * (docs/realtime.md).
 */
export const LIMITS = {
  /** Every socket event of a member, on all their sockets, plus their REST sends. */
  memberEvents: { burst: 40, perSecond: 10 },
  /** Open sockets of one member (tabs and devices) on this process. */
  socketsPerMember: 10,
  /** Conversations a member may start (first message to someone new) in 24 hours. */
  newConversationsPerDay: 30,
  // Per IP address, for the server's default per-address connection cap (ipLimits scales them):
  /** The chat budget summed over everyone behind one address (offices share one). */
  ipEvents: { burst: 200, perSecond: 50 },
  /** engine.io HTTP requests (handshakes, long polls, polling sends, upgrades). */
  engineRequests: { burst: 200, perSecond: 50 },
  /** New engine.io sessions: a full set of sockets at once, then one a second. */
  handshakes: { burst: 50, perSecond: 1 },
  /** Open engine.io connections, signed in or not, on this process. */
  connectionsPerIp: 50,
  /** Frames (socket.io packets) everyone behind one address may send, counted before decoding. */
  ipFrames: { burst: 400, perSecond: 100 },
  /**
   * Frames one engine.io connection may send, counted before socket.io decodes them: above what a
   * member's chat budget can accept on all their sockets, so only a client that ignores its 429s
   * reaches it; beyond it the connection is closed.
   */
  socketFrames: { burst: 60, perSecond: 20 },
  /**
   * Connections of one address closed for flooding that are forgiven: two in a burst, one more
   * every 30 s. Beyond them the address is banned for `floodBanMs`.
   */
  floodStrikes: { burst: 2, perSecond: 1 / 30 },
  floodBanMs: 60_000,
} as const;

/**
 * The per-IP figures for a server whose per-address connection cap is `connectionsPerIp`
 * (CONNECTIONS_PER_IP): an operator who lets one address hold more connections (a large office
 * behind one address, the chat benchmark's local clients) raises these in proportion.
 */
export function ipLimits(connectionsPerIp: number = DEFAULT_CONNECTION_LIMITS.perIp) {
  const scale = connectionsPerIp / DEFAULT_CONNECTION_LIMITS.perIp;
  const scaled = (rule: { burst: number; perSecond: number }) => ({
    burst: Math.ceil(rule.burst * scale),
    perSecond: rule.perSecond * scale,
  });
  return {
    ipEvents: scaled(LIMITS.ipEvents),
    engineRequests: scaled(LIMITS.engineRequests),
    handshakes: scaled(LIMITS.handshakes),
    ipFrames: scaled(LIMITS.ipFrames),
    connectionsPerIp: Math.ceil(LIMITS.connectionsPerIp * scale),
  };
}

export const TOO_MANY_REQUESTS_MSG = '请求过于频繁，请稍后再试';
export const TOO_MANY_CONNECTIONS = 'too-many-connections';

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export interface Budget {
  /** Takes one token for the key; false when its bucket is empty. */
  take(key: string | number): boolean;
  /** Forgets buckets that have refilled completely (they are equal to a new one). */
  prune(): void;
}

export function budget(rule: { burst: number; perSecond: number }, now: () => number): Budget {
  const buckets = new Map<string | number, Bucket>();
  const refill = (bucket: Bucket, at: number) =>
    Math.min(rule.burst, bucket.tokens + ((at - bucket.updatedAt) / 1000) * rule.perSecond);
  return {
    take(key) {
      const at = now();
      const bucket = buckets.get(key);
      const tokens = bucket ? refill(bucket, at) : rule.burst;
      if (tokens < 1) {
        if (bucket) Object.assign(bucket, { tokens, updatedAt: at });
        return false;
      }
      buckets.set(key, { tokens: tokens - 1, updatedAt: at });
      return true;
    },
    prune() {
      const at = now();
      for (const [key, bucket] of buckets) {
        if (refill(bucket, at) >= rule.burst) buckets.delete(key);
      }
    },
  };
}

/**
 * Token buckets in Redis, shared by every process (REDIS_URL): takes one token from each bucket
 * only when all of them have one, in one atomic script. ARGV: now (ms), then burst and refill per
 * second for each key. Refused takes change nothing; idle buckets expire once full again.
 */
const TAKE_ALL = `
local now = tonumber(ARGV[1])
local left = {}
for i, key in ipairs(KEYS) do
  local burst = tonumber(ARGV[i * 2])
  local rate = tonumber(ARGV[i * 2 + 1])
  local saved = redis.call('HMGET', key, 'tokens', 'at')
  local tokens = burst
  if saved[1] then
    tokens = math.min(burst, tonumber(saved[1]) + math.max(0, now - tonumber(saved[2])) / 1000 * rate)
  end
  if tokens < 1 then return 0 end
  left[i] = tokens - 1
end
for i, key in ipairs(KEYS) do
  local burst = tonumber(ARGV[i * 2])
  local rate = tonumber(ARGV[i * 2 + 1])
  redis.call('HSET', key, 'tokens', tostring(left[i]), 'at', tostring(now))
  redis.call('PEXPIRE', key, math.ceil(burst / rate * 1000) + 1000)
end
return 1
`;

export type Evaluate = (script: string, keys: string[], args: string[]) => Promise<unknown>;

export function sharedBudgets(evaluate: Evaluate, now: () => number) {
  return {
    /** One token from each key's bucket, or none when any of them is empty. */
    async takeAll(
      buckets: { key: string; rule: { burst: number; perSecond: number } }[],
    ): Promise<boolean> {
      const args = buckets.flatMap(({ rule }) => [String(rule.burst), String(rule.perSecond)]);
      const taken = await evaluate(
        TAKE_ALL,
        buckets.map(({ key }) => key),
        [String(now()), ...args],
      );
      return Number(taken) === 1;
    },
  };
}

/** The remaining ban of an address, in ms (0: none); the Redis copy is shared by every process. */
export interface Bans {
  /** What this process knows: checked on every engine.io request, without waiting for Redis. */
  known(ip: string): number;
  /** What this process or (with Redis) any process decided; learnt once, then known here. */
  lookUp(ip: string): Promise<number>;
  ban(ip: string): Promise<void>;
  /** Forgets bans that have expired. */
  prune(): void;
}

/** A ban's value is its end by the app clock (tests move it); Redis drops the key a little later. */
const BAN = `redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])`;
const BANNED_UNTIL = `return redis.call('GET', KEYS[1])`;

export function bans(
  durationMs: number,
  now: () => number,
  shared: { evaluate: Evaluate; key: (ip: string) => string } | null,
  report: (error: unknown) => void,
): Bans {
  const until = new Map<string, number>();
  const known = (ip: string) => Math.max(0, (until.get(ip) ?? 0) - now());
  return {
    known,
    async lookUp(ip) {
      if (known(ip) > 0 || !shared) return known(ip);
      try {
        const saved = Number(await shared.evaluate(BANNED_UNTIL, [shared.key(ip)], []));
        if (saved > now()) until.set(ip, saved);
      } catch (error) {
        // Redis unreachable: this process's own bans still hold.
        report(error);
      }
      return known(ip);
    },
    async ban(ip) {
      const end = now() + durationMs;
      until.set(ip, end);
      if (!shared) return;
      await shared
        .evaluate(BAN, [shared.key(ip)], [String(end), String(durationMs + 1000)])
        .catch(report);
    },
    prune() {
      for (const ip of until.keys()) if (known(ip) === 0) until.delete(ip);
    },
  };
}

/** Open connections per key (member or IP), released exactly once whatever closes them. */
export function counter(limit: number) {
  const open = new Map<string | number, number>();
  return {
    full: (key: string | number) => (open.get(key) ?? 0) >= limit,
    /** Counts one more for the key and returns its release, or null when the key is at its limit. */
    acquire(key: string | number): (() => void) | null {
      const count = open.get(key) ?? 0;
      if (count >= limit) return null;
      open.set(key, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      };
    },
  };
}

/**
 * Which peers may speak for the client through X-Forwarded-* (TRUST_PROXY, as Fastify's
 * `trustProxy` reads it): all (`true`), none (`false`, the default) or the listed addresses and
 * CIDR ranges.
 */
export function proxyTrust(setting: boolean | string): (address: string) => boolean {
  if (typeof setting === 'boolean') return () => setting;
  const trusted = new BlockList();
  for (const entry of setting.split(',').map((part) => part.trim())) {
    const [address = '', bits] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    // A dual-stack server sees IPv4 peers as ::ffff:a.b.c.d.
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const family = isIP(plain);
    return family !== 0 && trusted.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client's address: the TCP peer, or, when that peer is a trusted proxy, the nearest address
 * in X-Forwarded-For that is not one (the leftmost when every proxy is trusted), as Fastify
 * computes `request.ip` for the REST limits.
 */
export function clientIp(request: IncomingMessage, trusted: (address: string) => boolean): string {
  let client = request.socket.remoteAddress ?? 'unknown';
  if (!trusted(client)) return client;
  const forwarded = [request.headers['x-forwarded-for'] ?? []].flat().join(',');
  const hops = forwarded
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .reverse();
  for (const hop of hops) {
    client = hop;
    if (!trusted(hop)) break;
  }
  return client;
}
