import { haiguanApi } from '@portal/api-client';
import type { Language } from '@portal/contracts';

export interface NewsItem {
  id: number;
  title: string;
  summary: string | null;
  /** Plain text: paragraphs are separated by blank lines. */
  content: string;
  lang: Language;
  publishedAt: string;
}

/** `GET api/news/{id}` (public) → one news item with its full text (404 '新闻不存在'). */
export async function getNewsItem(id: number): Promise<NewsItem> {
  // A missing item is shown as the page's own 404 state, not as a notice on top of it.
  const answer = await haiguanApi.get<NewsItem>(`/api/news/${id}`, undefined, { silent: true });
  if (!answer.data) throw new Error('news answered without data');
  return answer.data;
}
