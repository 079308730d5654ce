// How well the product search answers the judged query set of issue #34
// (server/test/search/judged-set.ts, also run as a test): for each language of the queries and
// overall, precision@10 and recall over the judged products, and every query that misses.
//
//   server/node_modules/.bin/tsx bench/search-quality.ts
//
// precision@10: of the judged products in a query's first ten results, the share that are
//   "must" (a "must not" there counts against it; unjudged products are not counted);
// recall: of a query's "must" products, the share in its first ten results.
// Both are averaged over the queries of a language. PGlite in a throwaway DATA_DIR, or a
// throwaway schema (dropped afterwards) when DATABASE_URL is set; the catalogue alone.
import {
  JUDGED_QUERIES,
  insertJudgedCatalogue,
  runJudgedQueries,
  type JudgedKey,
  type JudgedOutcome,
} from '../server/test/search/judged-set';
import { prepareDatabase } from '../server/src/prepare';
import { openBenchDatabase } from './lib/bench-server';

const database = await openBenchDatabase('portal-search-quality-', async (db) => {
  await prepareDatabase(db, { demoData: false });
  const ids = await insertJudgedCatalogue(db);
  return runJudgedQueries(db, ids);
});

function scores(outcome: JudgedOutcome) {
  const judged = outcome.top.filter(
    (key): key is JudgedKey =>
      key !== null && (outcome.query.must.includes(key) || outcome.query.mustNot.includes(key)),
  );
  const relevant = judged.filter((key) => outcome.query.must.includes(key)).length;
  return {
    precision: judged.length === 0 ? 1 : relevant / judged.length,
    recall: outcome.query.must.length === 0 ? 1 : relevant / outcome.query.must.length,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

try {
  const outcomes = database.prepared;
  const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`Search quality: ${JUDGED_QUERIES.length} judged queries on ${kind}`);
  const groups = [...new Set(outcomes.map((outcome) => outcome.query.language))];
  for (const group of [...groups, 'overall'] as const) {
    const members = outcomes.filter(
      (outcome) => group === 'overall' || outcome.query.language === group,
    );
    const scored = members.map(scores);
    console.log(
      `  ${group.padEnd(8)} ${String(members.length).padStart(3)} queries: ` +
        `precision@10 ${percent(mean(scored.map((score) => score.precision)))}, ` +
        `recall ${percent(mean(scored.map((score) => score.recall)))}`,
    );
  }
  const misses = outcomes.filter((outcome) => outcome.missing.length + outcome.wrong.length > 0);
  console.log(misses.length === 0 ? 'No misses.' : `${misses.length} queries miss:`);
  for (const { query, missing, wrong } of misses)
    console.log(
      `  ${query.query}: missing ${missing.join(', ') || '–'}; wrong ${wrong.join(', ') || '–'}`,
    );
} finally {
  await database.close();
}
