import { haiguanApi } from '@portal/api-client';

export interface NewsSummary {
  id: number;
  title: string;
  summary: string;
  publishedAt: string;
}

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
