import {
  createLimiter,
  DECOY_HASH,
  HASHING_BUSY_MSG,
  HashingBusyError,
  hashPassword,
  verifyPassword,
} from '../../src/platform/auth/passwords';

/** A task that finishes when the test says so. */
function controlled() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

describe('the hashing limiter (issue 11 item 10)', () => {
  it('runs at most maxRunning at once, queues maxWaiting, refuses the rest at once', async () => {
    const limiter = createLimiter(2, 3);
    const limited = limiter.run;
    const tasks = Array.from({ length: 5 }, () => controlled());
    let started = 0;
    const results = tasks.map((task) =>
      limited(async () => {
        started += 1;
        await task.done;
      }),
    );
    expect(limiter.saturated()).toBe(true);
    await expect(limited(async () => undefined)).rejects.toBeInstanceOf(HashingBusyError);
    await Promise.resolve();
    expect(started).toBe(2);
    tasks[0]!.finish();
    await results[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(3);
    for (const task of tasks) task.finish();
    await Promise.all(results);
    expect(started).toBe(5);
    // Free again: nothing is refused.
    expect(limiter.saturated()).toBe(false);
    await expect(limited(async () => 'ok')).resolves.toBe('ok');
  });

  it('frees the slot when a task fails', async () => {
    const limited = createLimiter(1, 0).run;
    await expect(limited(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limited(async () => 'ok')).resolves.toBe('ok');
  });

  it('answers like any throttling, in Chinese', () => {
    const error = new HashingBusyError();
    expect(error.message).toBe(HASHING_BUSY_MSG);
    expect(error.retryAfterSeconds).toBe(1);
  });
});

describe('the decoy hash', () => {
  it('uses the current parameters, so an unknown name costs one scrypt run like a wrong password', async () => {
    const real = await hashPassword('Demo@2026');
    const parameters = (hash: string) => hash.split('$').slice(0, 4).join('$');
    expect(parameters(DECOY_HASH)).toBe(parameters(real));
    expect(DECOY_HASH.split('$')[5]!.length).toBe(real.split('$')[5]!.length);
    await expect(verifyPassword('Demo@2026', DECOY_HASH)).resolves.toBe(false);
  });
});
