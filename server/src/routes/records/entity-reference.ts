import type { EntitySummary } from '../../lib/entities';

export const RECORD_NOT_FOUND_MSG = '记录不存在';

/** Device info as stored: trimmed, blank as null. */
export const deviceInfoOf = (value: string | undefined) => value?.trim() || null;

/** The summary fields of a row; null ones when the entity is no longer available. */
export const summaryFields = (summary: EntitySummary | null | undefined) => ({
  title: summary?.title ?? null,
  textLanguage: summary?.textLanguage ?? null,
  machineTranslated: summary?.machineTranslated ?? false,
  subtitle: summary?.subtitle ?? null,
  link: summary?.link ?? null,
});
