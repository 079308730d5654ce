import type { Static } from '@fastify/type-provider-typebox';
import { ROUTES } from '@portal/contracts';
import type { ContentMetric, ContentPageTexts, ContentSection } from '@portal/contracts/schemas';
import { BusinessError } from '../../platform/http/envelope';
import type { ContentMessages } from './messages';

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

/** The supply hall's search for a product a page names. */
export function supplyHallLink(product: { q?: string; hs?: string }): string {
  const params = new URLSearchParams({ tab: 'supply' });
  if (product.q) params.set('q', product.q);
  if (product.hs) params.set('hs', product.hs);
  return `/demandHall?${params.toString()}`;
}
