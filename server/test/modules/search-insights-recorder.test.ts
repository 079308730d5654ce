import {
  countedQuery,
  createSearchRecorder,
  type SearchCount,
} from '../../src/modules/search-insights/recorder';
import { testClock } from '../helpers';

/** A recorder writing into an array, on a clock the test moves (2026-11-29 10:00 in UTC+8). */
function recorderOnArray(maxPendingQueries?: number) {
  const written: SearchCount[][] = [];
  const problems: { error?: unknown; dropped: number }[] = [];
  const clock = testClock(new Date('2026-11-29T02:00:00Z'));
  let failNext = false;
  let release: (() => void) | null = null;
  let holdNext = false;
  const recorder = createSearchRecorder({
    now: clock.now,
    maxPendingQueries,
    write: async (counts) => {
      if (holdNext) {
        holdNext = false;
        await new Promise<void>((resolve) => (release = resolve));
      }
      if (failNext) {
        failNext = false;
        throw new Error('database unreachable');
      }
      written.push(counts);
    },
    onProblem: (problem) => problems.push(problem),
  });
  return {
    recorder,
    written,
    problems,
    clock,
    failNextWrite: () => (failNext = true),
    holdNextWrite: () => (holdNext = true),
    releaseWrite: () => release?.(),
  };
}

test('searches of one query add up in memory and are written in one batch, by language and kind', async () => {
  const { recorder, written } = recorderOnArray();
  recorder.record({ kind: 'product', query: 'Chá', language: 'pt', results: 3 });
  recorder.record({ kind: 'product', query: ' CHÁ ', language: 'pt', results: 0 });
  recorder.record({ kind: 'product', query: 'cha', language: 'pt', results: 0 });
  recorder.record({ kind: 'product', query: '綠茶', language: 'cht', results: 2 });
  recorder.record({ kind: 'demand', query: 'chá', language: 'pt', results: 0 });
  expect(written).toEqual([]);

  await recorder.flush();
  expect(written).toHaveLength(1);
  expect(written[0]).toEqual([
    {
      day: '2026-11-29',
      kind: 'product',
      language: 'pt',
      query: 'cha',
      searches: 3,
      zeroResultSearches: 2,
    },
    {
      day: '2026-11-29',
      kind: 'product',
      language: 'cht',
      query: '绿茶',
      searches: 1,
      zeroResultSearches: 0,
    },
    {
      day: '2026-11-29',
      kind: 'demand',
      language: 'pt',
      query: 'cha',
      searches: 1,
      zeroResultSearches: 1,
    },
  ]);

  // Counted searches are written once: the next flush has nothing to write.
  await recorder.flush();
  expect(written).toHaveLength(1);
});

test('empty queries are not counted, long ones are cut at 50 characters, spaces collapse', async () => {
  const { recorder, written } = recorderOnArray();
  recorder.record({ kind: 'product', query: '   ', language: 'zh', results: 0 });
  recorder.record({ kind: 'product', query: '', language: 'zh', results: 0 });
  await recorder.flush();
  expect(written).toEqual([]);

  expect(countedQuery('Azeite   Virgem\tExtra')).toBe('azeite virgem extra');
  expect(countedQuery('普洱'.repeat(40))).toBe('普洱'.repeat(25));
  expect(Array.from(countedQuery('𠮷'.repeat(60)))).toHaveLength(50);
});

test('a search just after midnight in UTC+8 counts on the new platform day', async () => {
  const { recorder, written, clock } = recorderOnArray();
  clock.advance(14 * 3_600_000 - 1); // 23:59:59.999 on the 29th, UTC+8
  recorder.record({ kind: 'company', query: 'tea', language: 'en', results: 1 });
  clock.advance(1);
  recorder.record({ kind: 'company', query: 'tea', language: 'en', results: 1 });
  await recorder.flush();
  expect(written[0]!.map((count) => [count.day, count.searches])).toEqual([
    ['2026-11-29', 1],
    ['2026-11-30', 1],
  ]);
});

test('at the cap of distinct queries a flush starts; while it writes, new queries are dropped and reported', async () => {
  const { recorder, written, problems, holdNextWrite, releaseWrite } = recorderOnArray(2);
  holdNextWrite();
  recorder.record({ kind: 'product', query: 'tea', language: 'en', results: 1 });
  recorder.record({ kind: 'product', query: 'wine', language: 'en', results: 1 });
  // The third distinct query finds the batch full: that batch goes to be written, it starts the next.
  recorder.record({ kind: 'product', query: 'coffee', language: 'en', results: 0 });
  recorder.record({ kind: 'product', query: 'cork', language: 'en', results: 0 });
  // Both batches full and the first still writing: a new query is dropped, a known one still counts.
  recorder.record({ kind: 'product', query: 'olive oil', language: 'en', results: 0 });
  recorder.record({ kind: 'product', query: 'cork', language: 'en', results: 0 });

  releaseWrite();
  await recorder.flush();
  expect(written.map((batch) => batch.map((count) => [count.query, count.searches]))).toEqual([
    [
      ['tea', 1],
      ['wine', 1],
    ],
    [
      ['coffee', 1],
      ['cork', 2],
    ],
  ]);
  expect(problems).toEqual([{ dropped: 1 }]);
});

test('a batch that cannot be written is reported with its size and the next batches still go', async () => {
  const { recorder, written, problems, failNextWrite } = recorderOnArray();
  failNextWrite();
  recorder.record({ kind: 'product', query: 'tea', language: 'en', results: 1 });
  recorder.record({ kind: 'product', query: 'wine', language: 'en', results: 1 });
  await recorder.flush();
  expect(problems).toEqual([{ error: expect.any(Error), dropped: 2 }]);

  recorder.record({ kind: 'product', query: 'tea', language: 'en', results: 1 });
  await recorder.flush();
  expect(written.map((batch) => batch.map((count) => count.query))).toEqual([['tea']]);
});
