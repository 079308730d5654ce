import type { RecordEntityType } from '@portal/ui';

export type { RecordEntityType };

/** The entity types a favourite or a view can name, in the order the filters show them. */
export const ENTITY_TYPES: readonly RecordEntityType[] = ['product', 'company', 'news'];

/** The entity's current title, subtitle and link; all null once it is no longer available. */
export interface EntitySummary {
  entityType: RecordEntityType;
  entityId: number;
  title: string | null;
  subtitle: string | null;
  link: string | null;
}

export interface Favourite extends EntitySummary {
  id: number;
  createTime: string;
}

export interface RecordPage<T> {
  rows: T[];
  total: number;
}

export interface RecordQuery {
  pageNum: number;
  pageSize: number;
  entityType?: RecordEntityType;
}
