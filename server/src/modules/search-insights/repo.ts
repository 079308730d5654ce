import type { Language } from '@portal/contracts';
import type { DbExecutor } from '../../platform/db/db';
import type { SearchCount, SearchKind } from './recorder';

/**
 * Adds a batch of counts in one statement. The upsert adds to what is there, so batches of
 * several server processes (or of one process twice in a day) count into the same rows.
 */
export async function addSearchCounts(db: DbExecutor, counts: SearchCount[]): Promise<void> {
  await db.query(
    `INSERT INTO search_query_days (day, kind, language, query, searches, zero_result_searches)
     SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[])
     ON CONFLICT (day, kind, language, query) DO UPDATE
       SET searches = search_query_days.searches + EXCLUDED.searches,
           zero_result_searches =
             search_query_days.zero_result_searches + EXCLUDED.zero_result_searches`,
    [
      counts.map((count) => count.day),
      counts.map((count) => count.kind),
      counts.map((count) => count.language),
      counts.map((count) => count.query),
      counts.map((count) => count.searches),
      counts.map((count) => count.zeroResultSearches),
    ],
  );
}

/** Days before this one are past every period the screen offers: the rows are deleted. */
export async function deleteSearchCountsBefore(db: DbExecutor, day: string): Promise<void> {
  await db.query('DELETE FROM search_query_days WHERE day < $1::date', [day]);
}

export interface QueryTotal {
  kind: SearchKind;
  query: string;
  searches: number;
  zeroResultSearches: number;
}

export type QueryRanking = 'searches' | 'zeroResultSearches';

/**
 * The period's queries (from `from` on), summed over days (and languages unless one is asked
 * for), ranked by searches or by searches without a result; those never without a result are
 * left out of the second ranking.
 */
export async function rankQueries(
  db: DbExecutor,
  filter: { from: string; kind?: SearchKind; language?: Language },
  ranking: QueryRanking,
  limit: number,
): Promise<QueryTotal[]> {
  const rank = ranking === 'searches' ? 'sum(searches)' : 'sum(zero_result_searches)';
  const { rows } = await db.query<QueryTotal>(
    `SELECT kind, query, sum(searches)::int AS "searches",
            sum(zero_result_searches)::int AS "zeroResultSearches"
       FROM search_query_days
      WHERE day >= $1::date AND ($2::text IS NULL OR kind = $2) AND ($3::text IS NULL OR language = $3)
      GROUP BY kind, query
     HAVING ${rank} > 0
      ORDER BY ${rank} DESC, query, kind
      LIMIT $4`,
    [filter.from, filter.kind ?? null, filter.language ?? null, limit],
  );
  return rows;
}
