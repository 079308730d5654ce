import type { FavouriteRecord, Static } from '@portal/contracts/schemas';
import type { RecordEntityType } from '@portal/ui';

export type { RecordEntityType };

/** The entity types a favourite or a view can name, in the order the filters show them. */
export const ENTITY_TYPES: readonly RecordEntityType[] = ['product', 'company', 'news'];

/** The server sends any type its entity registry knows; the screens know these. */
export function isRecordEntityType(value: string): value is RecordEntityType {
  return ENTITY_TYPES.includes(value as RecordEntityType);
}

export type Favourite = Static<typeof FavouriteRecord>;

/**
 * The entity's current title (with the language it is in), subtitle and link; all null once it
 * is no longer available.
 */
export type EntitySummary = Pick<
  Favourite,
  'entityType' | 'entityId' | 'title' | 'textLanguage' | 'machineTranslated' | 'subtitle' | 'link'
>;

export interface RecordPage<T> {
  rows: T[];
  total: number;
}

export interface RecordQuery {
  pageNum: number;
  pageSize: number;
  entityType?: RecordEntityType;
}
