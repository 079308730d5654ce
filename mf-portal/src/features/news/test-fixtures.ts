import type { NewsItem } from './api/get-news-item';
import type { NewsListItem } from './api/get-news-page';

/** A row of the news list: "新闻 {id}", summarised "摘要 {id}". */
export function newsListItem(id: number, overrides: Partial<NewsListItem> = {}): NewsListItem {
  return {
    id,
    title: `新闻 ${id}`,
    summary: `摘要 ${id}`,
    lang: 'zh',
    publishedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

/** Its text has blank lines between paragraphs, a line break inside one, and markup to escape. */
export const newsItem: NewsItem = {
  id: 3,
  title: '澳门中葡商贸合作服务平台举办普洱茶推介会',
  summary: '云南茶企携普洱熟茶亮相澳门。',
  content:
    '本次推介会邀请了葡语国家的采购商。\n\n现场签署意向订单十余份，\n涉及熟茶与红茶。\n\n\n<b>欢迎</b>企业报名下一期。',
  lang: 'zh',
  publishedAt: '2026-11-12T08:00:00.000Z',
};
