import { setTimeout as sleep } from 'node:timers/promises';
import { reviewCountMemory } from '../../src/modules/orders/review-counts';

/** A count that answers `value` when `settle` is called, and says how often it was asked. */
function counter() {
  let asked = 0;
  let settle: (value: number) => void = () => undefined;
  return {
    count: () => {
      asked += 1;
      return new Promise<number>((resolve) => {
        settle = resolve;
      });
    },
    settle: (value: number) => settle(value),
    asked: () => asked,
  };
}

describe('the reviewers’ count memory', () => {
  const FRESH_MS = 40;
  const STALE_MS = 400;

  /** A memory that has just counted `value` for the filter 'all'. */
  async function remembering(value: number) {
    const memory = reviewCountMemory({ freshMs: FRESH_MS, staleMs: STALE_MS });
    const first = counter();
    const answer = memory.count('all', first.count);
    first.settle(value);
    await answer;
    return memory;
  }

  it('counts once for reviewers asking at the same moment, and not again while fresh', async () => {
    const memory = reviewCountMemory({ freshMs: FRESH_MS, staleMs: STALE_MS });
    const { count, settle, asked } = counter();
    const answers = Promise.all([1, 2, 3].map(() => memory.count('all', count)));
    settle(7);
    expect(await answers).toEqual([7, 7, 7]);
    expect(await memory.count('all', count)).toBe(7);
    expect(asked()).toBe(1);
  });

  it('answers a count past its freshness at once and counts afresh for the next request', async () => {
    const memory = await remembering(7);
    await sleep(FRESH_MS + 20);
    const second = counter();
    expect(await memory.count('all', second.count)).toBe(7);
    expect(second.asked()).toBe(1);
    second.settle(8);
    await sleep(0);
    expect(await memory.count('all', counter().count)).toBe(8);
  });

  it('waits for a fresh count once the remembered one is too old, or forgotten', async () => {
    const memory = await remembering(7);
    await sleep(STALE_MS + 20);
    const second = counter();
    const waited = memory.count('all', second.count);
    second.settle(9);
    expect(await waited).toBe(9);

    memory.forget();
    const third = counter();
    const afterForget = memory.count('all', third.count);
    third.settle(10);
    expect(await afterForget).toBe(10);
    expect(third.asked()).toBe(1);
  });

  it('answers reviewers waiting for a count that a write forgot meanwhile, and counts afresh next', async () => {
    const memory = reviewCountMemory({ freshMs: FRESH_MS, staleMs: STALE_MS });
    const first = counter();
    const waiting = memory.count('all', first.count);
    memory.forget();
    first.settle(7);
    expect(await waiting).toBe(7);
    const second = counter();
    const next = memory.count('all', second.count);
    second.settle(8);
    expect(await next).toBe(8);
  });

  it('remembers each filter on its own', async () => {
    const memory = reviewCountMemory({ freshMs: FRESH_MS, staleMs: STALE_MS });
    const all = counter();
    const pending = counter();
    const answers = Promise.all([
      memory.count('all', all.count),
      memory.count('contractPending', pending.count),
    ]);
    all.settle(50);
    pending.settle(3);
    expect(await answers).toEqual([50, 3]);
  });
});
