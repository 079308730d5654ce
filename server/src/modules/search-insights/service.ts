import type { SearchInsights, SearchInsightsQuery, Static } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { platformToday } from '../../platform/calendar';
import { rankQueries } from './repo';

/** How many queries each table of the screen lists. */
export const INSIGHT_ROWS = 50;
const DAY_MS = 86_400_000;

/** The period's most frequent queries and those most often without a result (docs/search-insights.md). */
export async function searchInsights(
  db: DbExecutor,
  { days, kind, language }: Static<typeof SearchInsightsQuery>,
  now: Date,
): Promise<Static<typeof SearchInsights>> {
  const from = platformToday(new Date(now.getTime() - (days - 1) * DAY_MS));
  const filter = { from, kind, language };
  const [top, noResult] = await Promise.all([
    rankQueries(db, filter, 'searches', INSIGHT_ROWS),
    rankQueries(db, filter, 'zeroResultSearches', INSIGHT_ROWS),
  ]);
  return { from, to: platformToday(now), top, noResult };
}
