import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { TooManyRequestsError } from '../http/envelope';

/**
 * scrypt (memory-hard) with a per-password salt. The parameters travel with the hash
 * (`scrypt$N$r$p$salt$key`) so they can be raised later without invalidating stored hashes.
 * N = 2^15, r = 8 uses 32 MiB per hash and about 0.1 s on the target 2-core machine.
 */
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

export const HASHING_BUSY_MSG = '登录人数较多，请稍后再试';

/** Answered (HTTP 429, Retry-After 1) when more passwords wait to be hashed than can be soon. */
export class HashingBusyError extends TooManyRequestsError {
  constructor() {
    super(1);
    this.message = HASHING_BUSY_MSG;
  }
}

/**
 * Runs at most `maxRunning` tasks at once and lets at most `maxWaiting` wait; beyond that it
 * refuses at once with HashingBusyError rather than let every caller wait longer and longer.
 */
export function createLimiter(maxRunning: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    /** True when a task started now would be refused. */
    saturated: () => running >= maxRunning && waiting.length >= maxWaiting,
    run: async <T>(task: () => Promise<T>): Promise<T> => {
      if (running < maxRunning) {
        running += 1;
      } else {
        if (waiting.length >= maxWaiting) throw new HashingBusyError();
        // The finishing task hands its slot over, so `running` stays as it is.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

/**
 * crypto.scrypt runs on the libuv thread pool (4 threads unless UV_THREADPOOL_SIZE says more), off
 * the event loop. One run per core at a time: more would only share the cores (every run slower)
 * and could take all pool threads from file and DNS work. 8 waiting per core is under a second of
 * work on an idle 2-core machine (0.1 s per run); later logins are refused at once (their client
 * retries after Retry-After) instead of every login waiting longer.
 */
const CORES = availableParallelism();
const hashing = createLimiter(CORES, CORES * 8);

/**
 * True when a password check started now would be refused: lets a login answer 429 before any
 * database work, so that refusals stay cheap while the server is busiest.
 */
export const hashingSaturated = hashing.saturated;

function deriveKey(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  keyLength: number,
): Promise<Buffer> {
  const maxmem = 256 * (options.N ?? COST) * (options.r ?? BLOCK_SIZE);
  return hashing.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(
    password,
    salt,
    { N: COST, r: BLOCK_SIZE, p: PARALLELISM },
    KEY_LENGTH,
  );
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, cost, blockSize, parallelism, salt, key] = stored.split('$');
  if (algorithm !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await deriveKey(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(cost), r: Number(blockSize), p: Number(parallelism) },
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

/**
 * The hash of a random password nobody knows, with the current parameters: verified against when
 * the account does not exist, so that "no such user" costs exactly the one scrypt run of "wrong
 * password" (no more, no less) and the answer time does not reveal which it was.
 */
export const DECOY_HASH =
  'scrypt$32768$8$1$moERp6VuopYGA2GewzUqUw$G7OoXp0ZDRiVJ7yry4EtlFV_pn4mAdYotnIgfmdZABs';
