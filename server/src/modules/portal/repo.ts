import type { DbExecutor } from '../../platform/db/db';
import { selectPage, type Page, type PageRequest } from '../../platform/db/paging';

export interface NewsRow {
  id: number;
  title: string;
  summary: string | null;
  lang: string;
  published_at: Date;
}

/** Published news of a language (every language when null), newest first. */
export function selectNews(
  db: DbExecutor,
  lang: string | null,
  page: PageRequest,
): Promise<Page<NewsRow>> {
  return selectPage<NewsRow>(
    db,
    {
      columns: 'id, title, summary, lang, published_at',
      from: 'news WHERE ($1::text IS NULL OR lang = $1)',
      orderBy: 'published_at DESC, id DESC',
      params: [lang],
    },
    page,
  );
}

export async function findNews(
  db: DbExecutor,
  id: number,
): Promise<(NewsRow & { content: string }) | undefined> {
  const { rows } = await db.query<NewsRow & { content: string }>(
    'SELECT id, title, summary, content, lang, published_at FROM news WHERE id = $1',
    [id],
  );
  return rows[0];
}

export interface HsChapterRow {
  code: string;
  section: string | null;
  description_en: string;
  name_zh: string;
  name_pt: string;
}

export async function selectHsChapters(db: DbExecutor): Promise<HsChapterRow[]> {
  const { rows } = await db.query<HsChapterRow>(
    'SELECT code, section, description_en, name_zh, name_pt FROM hs_codes WHERE level = 2 ORDER BY code',
  );
  return rows;
}
