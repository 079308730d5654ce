import type { DbExecutor } from './db';

/** Which page of a list is asked for (`PageQuery` of the contract, defaults applied). */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

export interface Page<Row> {
  rows: Row[];
  total: number;
}

/**
 * A list's page and how many rows it holds in all, from one description of the list
 * (`FROM … WHERE …` and its parameters), so the count and the page can never disagree. The page's
 * limit and offset are appended as the next two parameters. Past the last row the page is empty
 * and the database is asked only for the count.
 */
export async function selectPage<Row>(
  db: DbExecutor,
  list: { columns: string; from: string; orderBy: string; params?: unknown[] },
  page: PageRequest,
): Promise<Page<Row>> {
  const params = list.params ?? [];
  const counted = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${list.from}`,
    params,
  );
  const total = counted.rows[0]?.total ?? 0;
  const offset = (page.pageNum - 1) * page.pageSize;
  if (offset >= total) return { rows: [], total };
  const { rows } = await db.query<Row>(
    `SELECT ${list.columns} FROM ${list.from} ORDER BY ${list.orderBy}
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.pageSize, offset],
  );
  return { rows, total };
}
