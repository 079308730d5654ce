import { haiguanApi } from '@portal/api-client';
import type { Language } from '@portal/contracts';
import { portalEndpoints } from '@portal/contracts/endpoints/portal';
import type { NewsRow, Static } from '@portal/contracts/schemas';

export type NewsSummary = Static<typeof NewsRow>;

/** `GET api/news/list`: the newest items for the home page. */
export async function getLatestNews(
  language: Language,
  signal?: AbortSignal,
): Promise<NewsSummary[]> {
  const page = await haiguanApi.call(
    portalEndpoints.news,
    { query: { pageNum: 1, pageSize: 4, lang: language } },
    { signal, silent: true },
  );
  return page.rows;
}
