import type { HsChapterName, NewsItem, NewsRow, Static } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import type { Page, PageRequest } from '../../platform/db/paging';
import { BusinessError } from '../../platform/http/envelope';
import { NEWS_NOT_FOUND_MSG } from './messages';
import { findNews, selectHsChapters, selectNews, type NewsRow as StoredNews } from './repo';

function toNewsRow(row: StoredNews): Static<typeof NewsRow> {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    lang: row.lang,
    publishedAt: row.published_at.toISOString(),
  };
}

export async function newsPage(
  db: DbExecutor,
  query: PageRequest & { lang?: string },
): Promise<Page<Static<typeof NewsRow>>> {
  const page = await selectNews(db, query.lang ?? null, query);
  return { rows: page.rows.map(toNewsRow), total: page.total };
}

/** One published news item with its full text, or 404 '新闻不存在'. */
export async function newsItem(db: DbExecutor, id: number): Promise<Static<typeof NewsItem>> {
  const item = await findNews(db, id);
  if (!item) throw new BusinessError(404, NEWS_NOT_FOUND_MSG);
  return { ...toNewsRow(item), content: item.content };
}

export async function hsChapters(db: DbExecutor): Promise<Static<typeof HsChapterName>[]> {
  const rows = await selectHsChapters(db);
  return rows.map((row) => ({
    code: row.code,
    section: row.section,
    nameEn: row.description_en,
    nameZh: row.name_zh,
    namePt: row.name_pt,
  }));
}
