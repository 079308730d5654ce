import type { DbExecutor } from '../../platform/db/db';
import { selectPage, type Page, type PageRequest } from '../../platform/db/paging';

/** One entity a member refers to, as a record keeps it. */
export interface EntityRecord {
  memberId: number;
  entityType: string;
  entityId: number;
  viewIp: string;
  deviceInfo: string | null;
}

export interface FavouriteRow {
  id: number;
  entity_type: string;
  entity_id: number;
  created_at: Date;
}

export interface HistoryRow {
  id: number;
  entity_type: string;
  entity_id: number;
  view_count: number;
  viewed_at: Date;
  device_info: string | null;
}

const OWN_OF_TYPE = 'member_id = $1 AND ($2::text IS NULL OR entity_type = $2)';

/** The favourite's id: the new one, or the one the member already had for the entity. */
export async function insertFavourite(db: DbExecutor, record: EntityRecord, now: Date) {
  const { memberId, entityType, entityId } = record;
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO favourites (member_id, entity_type, entity_id, view_ip, device_info, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (member_id, entity_type, entity_id) DO NOTHING RETURNING id`,
    [memberId, entityType, entityId, record.viewIp, record.deviceInfo, now],
  );
  if (inserted.rows[0]) return inserted.rows[0].id;
  return (await findFavourite(db, memberId, entityType, entityId))!;
}

export async function findFavourite(
  db: DbExecutor,
  memberId: number,
  entityType: string,
  entityId: number,
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM favourites WHERE member_id = $1 AND entity_type = $2 AND entity_id = $3',
    [memberId, entityType, entityId],
  );
  return rows[0]?.id ?? null;
}

export function favouritePage(
  db: DbExecutor,
  memberId: number,
  entityType: string | null,
  page: PageRequest,
): Promise<Page<FavouriteRow>> {
  return selectPage<FavouriteRow>(
    db,
    {
      columns: 'id, entity_type, entity_id, created_at',
      from: `favourites WHERE ${OWN_OF_TYPE}`,
      orderBy: 'created_at DESC, id DESC',
      params: [memberId, entityType],
    },
    page,
  );
}

/** Whether the member had that favourite (it is gone now). */
export async function deleteFavourite(db: DbExecutor, id: number, memberId: number) {
  const { rows } = await db.query(
    'DELETE FROM favourites WHERE id = $1 AND member_id = $2 RETURNING id',
    [id, memberId],
  );
  return rows.length > 0;
}

/** A view: a new row, or the entity's row moved to the top and counted up. */
export async function upsertView(db: DbExecutor, record: EntityRecord, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO browsing_history
       (member_id, entity_type, entity_id, view_ip, device_info, first_viewed_at, viewed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (member_id, entity_type, entity_id) DO UPDATE
       SET viewed_at = EXCLUDED.viewed_at, view_count = browsing_history.view_count + 1,
           view_ip = EXCLUDED.view_ip, device_info = EXCLUDED.device_info`,
    [record.memberId, record.entityType, record.entityId, record.viewIp, record.deviceInfo, now],
  );
}

export function historyPage(
  db: DbExecutor,
  memberId: number,
  entityType: string | null,
  page: PageRequest,
): Promise<Page<HistoryRow>> {
  return selectPage<HistoryRow>(
    db,
    {
      columns: 'id, entity_type, entity_id, view_count, viewed_at, device_info',
      from: `browsing_history WHERE ${OWN_OF_TYPE}`,
      orderBy: 'viewed_at DESC, id DESC',
      params: [memberId, entityType],
    },
    page,
  );
}

export async function deleteHistory(db: DbExecutor, memberId: number): Promise<void> {
  await db.query('DELETE FROM browsing_history WHERE member_id = $1', [memberId]);
}

/** Whether the member had that entry (it is gone now). */
export async function deleteView(db: DbExecutor, id: number, memberId: number) {
  const { rows } = await db.query(
    'DELETE FROM browsing_history WHERE id = $1 AND member_id = $2 RETURNING id',
    [id, memberId],
  );
  return rows.length > 0;
}
