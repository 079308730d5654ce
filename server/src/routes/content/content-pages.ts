import type { Static } from '@fastify/type-provider-typebox';
import { ROUTES, type Language } from '@portal/contracts';
import type { ContentMetric, ContentPageTexts, ContentSection } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { BusinessError } from '../../platform/http/envelope';
import { contentMessages, type ContentMessages } from './content-messages';

/** A slug an operator gives a new case: lowercase letters, digits and single hyphens. */
export const NEW_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The generic case page: a case without a route of its own opens at `/caseInfo?slug=`. */
export const CASE_INFO_PATH = '/caseInfo';

/** The eight case pages of spec §2 whose route names the case (`/lbteaCase`). */
const NAMED_CASE_PATHS = new Set(
  ROUTES.filter((route) => route.meta.title === 'case' && route.path !== CASE_INFO_PATH).map(
    (route) => route.path,
  ),
);

/** Where a page is read: its own route, or the generic case page for an operator's new case. */
export function pagePath(slug: string, kind: 'case' | 'service'): string {
  if (kind === 'service' || NAMED_CASE_PATHS.has(`/${slug}`)) return `/${slug}`;
  return `${CASE_INFO_PATH}?slug=${encodeURIComponent(slug)}`;
}

/** A case's story: its sections, in this order, in every language. */
export const CASE_SECTION_KEYS = ['company', 'problem', 'platform', 'results'];

export type SectionValue = Static<typeof ContentSection>;
export type MetricValue = Static<typeof ContentMetric>;
export type PageTextsValue = Static<typeof ContentPageTexts>;

/**
 * Texts as they are stored: trimmed, blank paragraphs dropped; the first problem in the
 * caller's language otherwise.
 */
export function cleanTexts(texts: PageTextsValue, text: ContentMessages): PageTextsValue {
  const sections = texts.sections.map((section) => ({
    key: section.key,
    heading: section.heading.trim(),
    paragraphs: section.paragraphs.map((paragraph) => paragraph.trim()).filter(Boolean),
  }));
  const metrics = texts.metrics.map((metric) => ({
    value: metric.value.trim(),
    label: metric.label.trim(),
  }));
  if (!texts.title.trim()) throw new BusinessError(400, text.titleRequired());
  if (!texts.summary.trim()) throw new BusinessError(400, text.summaryRequired());
  if (sections.some((section) => !section.heading))
    throw new BusinessError(400, text.headingRequired());
  if (sections.some((section) => section.paragraphs.length === 0))
    throw new BusinessError(400, text.paragraphsRequired());
  if (metrics.some((metric) => !metric.value || !metric.label))
    throw new BusinessError(400, text.metricRequired());
  return { title: texts.title.trim(), summary: texts.summary.trim(), sections, metrics };
}

interface StoredProduct {
  q?: string;
  hs?: string;
  label: Record<Language, string>;
}

export interface PageRow {
  id: number;
  slug: string;
  kind: 'case' | 'service';
  industry: string | null;
  countries: string[];
  products: StoredProduct[];
  title: string;
  summary: string;
  sections: SectionValue[];
  metrics: MetricValue[];
  updated_at: Date;
}

/** The supply hall's search for a product a page names. */
export function supplyHallLink(product: { q?: string; hs?: string }): string {
  const params = new URLSearchParams({ tab: 'supply' });
  if (product.q) params.set('q', product.q);
  if (product.hs) params.set('hs', product.hs);
  return `/demandHall?${params.toString()}`;
}

export const PAGE_COLUMNS = `p.id, p.slug, p.kind, p.industry, p.countries, p.products,
  t.title, t.summary, t.sections, t.metrics, t.updated_at`;

/**
 * `JOIN` of a page's texts (as `t`) in the language of parameter `$n`, or in Simplified Chinese
 * when the page has none in that language (a case an operator added in Chinese only).
 */
export function textsIn(param: string): string {
  return `JOIN LATERAL (SELECT * FROM content_page_texts x
                         WHERE x.page_id = p.id AND x.language IN (${param}, 'zh')
                         ORDER BY x.language = ${param} DESC LIMIT 1) t ON true`;
}

/** The published products of the supply hall a page links to, in the operators' order. */
async function linkedProducts(db: DbExecutor, pageId: number) {
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT pr.id, pr.name
       FROM content_page_products cp
       JOIN products pr ON pr.id = cp.product_id
       JOIN companies c ON c.id = pr.company_id
      WHERE cp.page_id = $1 AND pr.status = 1 AND NOT c.is_platform
      ORDER BY cp.position`,
    [pageId],
  );
  return rows.map((row) => ({
    label: row.name,
    productId: row.id,
    href: `/productDetail?id=${row.id}`,
  }));
}

/** A published page in the language asked for, or 404 '页面不存在' in that language. */
export async function loadPage(db: DbExecutor, slug: string, language: Language) {
  const { rows } = await db.query<PageRow>(
    `SELECT ${PAGE_COLUMNS}
       FROM content_pages p ${textsIn('$2')}
      WHERE p.slug = $1 AND p.published`,
    [slug, language],
  );
  const row = rows[0];
  if (!row) throw new BusinessError(404, contentMessages(language).pageNotFound());
  return {
    slug: row.slug,
    kind: row.kind,
    path: pagePath(row.slug, row.kind),
    title: row.title,
    summary: row.summary,
    industry: row.industry,
    countries: row.countries,
    sections: row.sections,
    metrics: row.metrics,
    products: [
      ...row.products.map((product) => ({
        label: product.label[language],
        ...(product.q && { q: product.q }),
        ...(product.hs && { hs: product.hs }),
        href: supplyHallLink(product),
      })),
      ...(await linkedProducts(db, row.id)),
    ],
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
