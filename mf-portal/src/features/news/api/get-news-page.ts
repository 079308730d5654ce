import { haiguanApi } from '@portal/api-client';
import { portalEndpoints } from '@portal/contracts/endpoints/portal';
import type { Language } from '@portal/contracts';
import type { NewsRow, Static } from '@portal/contracts/schemas';

export const NEWS_PAGE_SIZE = 10;

export type NewsListItem = Static<typeof NewsRow>;

export interface NewsPage {
  items: NewsListItem[];
  total: number;
}

/** `GET api/news/list`: one page of the news in the reader's language, newest first. */
export async function getNewsPage(language: Language, pageNum: number): Promise<NewsPage> {
  // Failures are shown as the list's own error state with a retry, not as a notice on top.
  const page = await haiguanApi.call(
    portalEndpoints.news,
    { query: { pageNum, pageSize: NEWS_PAGE_SIZE, lang: language } },
    { silent: true },
  );
  return { items: page.rows, total: page.total };
}
