import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt (memory-hard) with a per-password salt. The parameters travel with the hash
 * (`scrypt$N$r$p$salt$key`) so they can be raised later without invalidating stored hashes.
 * N = 2^15, r = 8 uses 32 MiB per hash and about 0.1 s on the target 2-core machine.
 */
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function deriveKey(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  keyLength: number,
): Promise<Buffer> {
  const maxmem = 256 * (options.N ?? COST) * (options.r ?? BLOCK_SIZE);
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
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

let decoyHash: Promise<string> | undefined;

/**
 * A hash to verify against when the account does not exist, so that "no such user" costs the
 * same scrypt run as "wrong password" and the answer time does not reveal which it was.
 */
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return decoyHash;
}
