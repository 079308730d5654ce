import { LRUCache } from 'lru-cache';

/**
 * The reviewers' list counts every submitted order (about half of all orders: tens of
 * milliseconds at 100,000 orders), so its counts are remembered per filter. Reviewers asking at
 * the same moment share one count. A count older than `REVIEW_COUNT_SECONDS` is still answered
 * while a fresh one is counted for the next request; one older than `REVIEW_COUNT_STALE_SECONDS`
 * is not, the request waits for the fresh count. The orders module forgets them all on every write
 * it answers (index.ts), so this process's own changes show at once; a submission through another
 * server process shows in the total within those bounds (its row at once). Company lists count an
 * index range of their own orders and are not remembered.
 */
export const REVIEW_COUNT_SECONDS = 5;
export const REVIEW_COUNT_STALE_SECONDS = 60;

export interface ReviewCounts {
  /** The count remembered under `key`, or `count()`'s answer, remembered. */
  count(key: string, count: () => Promise<number>): Promise<number>;
  /** Forgets every remembered count. */
  forget(): void;
}

export function reviewCountMemory({
  freshMs = REVIEW_COUNT_SECONDS * 1000,
  staleMs = REVIEW_COUNT_STALE_SECONDS * 1000,
} = {}): ReviewCounts {
  const counts = new LRUCache<string, number, () => Promise<number>>({
    max: 200,
    ttl: freshMs,
    allowStale: true,
    // A write that forgets the counts while one is being counted must not fail the reviewers
    // waiting for it: they get that count, which is not remembered.
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    count: async (key, count) => {
      // The remaining time of a count past its freshness is negative: how long ago it expired.
      if (counts.getRemainingTTL(key) < freshMs - staleMs) counts.delete(key);
      // fetch's type allows undefined, which it gives only when the count itself does.
      return (await counts.fetch(key, { context: count })) ?? count();
    },
    forget: () => counts.clear(),
  };
}
