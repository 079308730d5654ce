import fp from 'fastify-plugin';
import { platformToday } from '../../platform/calendar';
import { requestLanguage } from '../../platform/language/language';
import { addSearchCounts, deleteSearchCountsBefore } from './repo';
import { createSearchRecorder, type SearchKind } from './recorder';

export const SEARCH_FLUSH_INTERVAL_MS = 5_000;
/** Counts are kept this long: past the screen's 30 days, for a quarter's look in SQL. */
export const SEARCH_COUNT_RETENTION_DAYS = 90;
const DAY_MS = 86_400_000;

export interface SearchInsightsRecorder {
  /**
   * Counts a search a route answered: its keyword, the reader's language, whether it found
   * anything. A page after the first is the same search turned over and is not counted again.
   */
  recordSearch(
    kind: SearchKind,
    request: {
      query: { keyword?: string; pageNum?: number };
      headers: { 'accept-language'?: string };
    },
    results: number,
  ): void;
  /** Writes the searches counted so far (the timer and closing the app do it too). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    searchInsights: SearchInsightsRecorder;
  }
}

export interface SearchInsightsOptions {
  flushIntervalMs?: number;
  maxPendingQueries?: number;
}

/**
 * Counts the searches of the supply hall, the demand hall and the company list in memory and adds
 * them into `search_query_days` every few seconds and when the app closes (before the database
 * is), with the counts older than the retention deleted once a day. The timer is unref'd.
 */
export default fp<SearchInsightsOptions>(
  async (app, { flushIntervalMs = SEARCH_FLUSH_INTERVAL_MS, maxPendingQueries }) => {
    let prunedOn: string | null = null;
    const recorder = createSearchRecorder({
      now: () => app.now(),
      maxPendingQueries,
      write: async (counts) => {
        await addSearchCounts(app.db, counts);
        const today = platformToday(app.now());
        if (prunedOn === today) return;
        const cutoff = new Date(app.now().getTime() - SEARCH_COUNT_RETENTION_DAYS * DAY_MS);
        await deleteSearchCountsBefore(app.db, platformToday(cutoff));
        prunedOn = today;
      },
      onProblem: ({ error, dropped }) =>
        app.log.warn({ err: error, dropped }, 'search counts left out of the search insights'),
    });

    app.decorate('searchInsights', {
      recordSearch(kind, request, results) {
        const { keyword, pageNum = 1 } = request.query;
        if (pageNum !== 1 || !keyword) return;
        const language = requestLanguage(request.headers['accept-language']);
        recorder.record({ kind, query: keyword, language, results });
      },
      flush: recorder.flush,
    } satisfies SearchInsightsRecorder);

    const timer = setInterval(() => void recorder.flush(), flushIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await recorder.flush();
    });
  },
  { name: 'search-insights', dependencies: ['db'] },
);
