import { haiguanApi } from '@portal/api-client';
import type { NewsRow, Static } from '@portal/contracts/schemas';

export type NewsSummary = Static<typeof NewsRow>;

/** `GET api/news/list`: the newest items for the home page. */
export async function getLatestNews(
  language: string,
  signal?: AbortSignal,
): Promise<NewsSummary[]> {
  const page = await haiguanApi.page<NewsSummary>(
    '/api/news/list',
    { pageNum: 1, pageSize: 4, lang: language },
    { signal, silent: true },
  );
  return page.rows;
}
