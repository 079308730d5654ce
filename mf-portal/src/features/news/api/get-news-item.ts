import { haiguanApi } from '@portal/api-client';
import { portalEndpoints } from '@portal/contracts/endpoints/portal';
import type { NewsItem as NewsItemSchema, Static } from '@portal/contracts/schemas';

/** Its `content` is plain text: paragraphs are separated by blank lines. */
export type NewsItem = Static<typeof NewsItemSchema>;

/** `GET api/news/{id}` (public) → one news item with its full text (404 '新闻不存在'). */
export async function getNewsItem(id: number): Promise<NewsItem> {
  // A missing item is shown as the page's own 404 state, not as a notice on top of it.
  const answer = await haiguanApi.call(
    portalEndpoints.newsItem,
    { params: { id } },
    { silent: true },
  );
  return answer.data;
}
