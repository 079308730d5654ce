/** What a favourite or a view names (spec §3). */
export type RecordEntityType = 'product' | 'company' | 'news';

export interface EntityReference {
  entityType: RecordEntityType;
  entityId: number;
}
