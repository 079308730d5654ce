import type { Language } from '@portal/contracts';
import type { SearchKind as SearchKindSchema, Static } from '@portal/contracts/schemas';
import { platformToday } from '../../platform/calendar';
import { normaliseSearchText } from '../../lib/product-search';

export type SearchKind = Static<typeof SearchKindSchema>;

/** Longer queries are cut: the table keeps what an operator can read, not pasted paragraphs. */
export const MAX_QUERY_LENGTH = 50;
/** Distinct (day, kind, language, query) counted between two flushes; past it a flush starts. */
export const DEFAULT_MAX_PENDING_QUERIES = 5000;

/** One search as a route answered it. */
export interface SearchEvent {
  kind: SearchKind;
  query: string;
  language: Language;
  results: number;
}

/** The searches of one query on one platform day, added into `search_query_days` at a flush. */
export interface SearchCount {
  day: string;
  kind: SearchKind;
  language: Language;
  query: string;
  searches: number;
  zeroResultSearches: number;
}

export interface SearchRecorderOptions {
  /** Adds a batch into the store (repo.ts); several processes may add the same keys. */
  write: (counts: SearchCount[]) => Promise<void>;
  now: () => Date;
  maxPendingQueries?: number;
  /** A batch could not be written, or searches were left out because the cap was reached. */
  onProblem: (problem: { error?: unknown; dropped: number }) => void;
}

export interface SearchRecorder {
  /** Counts one search in memory; an empty query is not a search of anything and is left out. */
  record(event: SearchEvent): void;
  /** Writes what was counted since the last flush; one flush at a time. */
  flush(): Promise<void>;
}

/** The query as it is counted: normalised as search texts are, spaces collapsed, cut at 50. */
export function countedQuery(query: string): string {
  const normalised = normaliseSearchText(query).replace(/\s+/g, ' ').trim();
  return Array.from(normalised).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/**
 * Counts searches in memory and writes them in batches, so a search costs a map update and not
 * a write (docs/search-insights.md). Memory is bounded: once the pending batch holds
 * `maxPendingQueries` distinct keys a flush starts, and while that flush is still writing, new
 * keys beyond the cap are dropped (and reported) rather than queued without end.
 */
export function createSearchRecorder({
  write,
  now,
  maxPendingQueries = DEFAULT_MAX_PENDING_QUERIES,
  onProblem,
}: SearchRecorderOptions): SearchRecorder {
  let pending = new Map<string, SearchCount>();
  let writing: Promise<void> | null = null;
  let dropped = 0;

  const flush = (): Promise<void> => {
    if (writing) return writing.then(flush);
    if (pending.size === 0 && dropped === 0) return Promise.resolve();
    const batch = [...pending.values()];
    const droppedSinceLast = dropped;
    pending = new Map();
    dropped = 0;
    writing = (batch.length > 0 ? write(batch) : Promise.resolve())
      .then(
        () => {
          if (droppedSinceLast > 0) onProblem({ dropped: droppedSinceLast });
        },
        (error: unknown) => onProblem({ error, dropped: droppedSinceLast + batch.length }),
      )
      .finally(() => {
        writing = null;
      });
    return writing;
  };

  return {
    record({ kind, query, language, results }) {
      const counted = countedQuery(query);
      if (!counted) return;
      const day = platformToday(now());
      const key = `${day}\u0000${kind}\u0000${language}\u0000${counted}`;
      let count = pending.get(key);
      if (!count) {
        if (pending.size >= maxPendingQueries) {
          if (writing) {
            dropped += 1;
            return;
          }
          void flush();
        }
        count = { day, kind, language, query: counted, searches: 0, zeroResultSearches: 0 };
        pending.set(key, count);
      }
      count.searches += 1;
      if (results === 0) count.zeroResultSearches += 1;
    },
    flush,
  };
}
