import type { Language } from '@portal/contracts';
import type { BrowsingHistoryEntry, FavouriteRecord, Static } from '@portal/contracts/schemas';
import type { AuthenticatedMember } from '../../platform/auth/plugin';
import type { DbExecutor } from '../../platform/db/db';
import type { Page, PageRequest } from '../../platform/db/paging';
import { BusinessError } from '../../platform/http/envelope';
import { assertEntityType, resolveEntity, summariseEntities, type EntitySummary } from './entities';
import { RECORD_NOT_FOUND_MSG } from './messages';
import {
  deleteFavourite,
  deleteHistory,
  deleteView,
  favouritePage,
  findFavourite,
  historyPage,
  insertFavourite,
  upsertView,
} from './repo';

/**
 * The member's favourites and browsing history (spec §7 collectionRecords, browsingHistory): one
 * row per entity, always the member's own; another member's record answers like a missing one.
 */

/** What a request says about the entity and the device it was seen on. */
export interface EntityReference {
  entityType: string;
  entityId: number;
  deviceInfo?: string;
  viewIp: string;
}

/** Device info as stored: trimmed, blank as null. */
const deviceInfoOf = (value: string | undefined) => value?.trim() || null;

/** The summary fields of a row; null ones when the entity is no longer available. */
const summaryFields = (summary: EntitySummary | null | undefined) => ({
  title: summary?.title ?? null,
  textLanguage: summary?.textLanguage ?? null,
  machineTranslated: summary?.machineTranslated ?? false,
  subtitle: summary?.subtitle ?? null,
  link: summary?.link ?? null,
});

/** The entity must exist and be visible to the member (else 400 or 404), then it is recorded. */
async function recordOf(
  db: DbExecutor,
  member: AuthenticatedMember,
  reference: EntityReference,
  reader: Language,
) {
  const { entityType, entityId } = reference;
  await resolveEntity(db, member, entityType, entityId, reader);
  return {
    memberId: member.id,
    entityType,
    entityId,
    viewIp: reference.viewIp,
    deviceInfo: deviceInfoOf(reference.deviceInfo),
  };
}

/** A list's entity-type filter: any type, or one the registry knows (else 400). */
function typeFilter(entityType: string | undefined): string | null {
  if (entityType === undefined) return null;
  assertEntityType(entityType);
  return entityType;
}

export async function addFavourite(
  db: DbExecutor,
  member: AuthenticatedMember,
  reference: EntityReference,
  reader: Language,
  now: Date,
): Promise<number> {
  return insertFavourite(db, await recordOf(db, member, reference, reader), now);
}

export async function favourites(
  db: DbExecutor,
  member: AuthenticatedMember,
  entityType: string | undefined,
  page: PageRequest,
  reader: Language,
): Promise<Page<Static<typeof FavouriteRecord>>> {
  const { rows, total } = await favouritePage(db, member.id, typeFilter(entityType), page);
  const summaries = await summariseEntities(
    db,
    member,
    rows.map((row) => ({ entityType: row.entity_type, entityId: row.entity_id })),
    reader,
  );
  return {
    total,
    rows: rows.map((row, index) => ({
      id: row.id,
      entityType: row.entity_type,
      entityId: row.entity_id,
      ...summaryFields(summaries[index]),
      createTime: new Date(row.created_at).toISOString(),
    })),
  };
}

export async function favouriteOf(
  db: DbExecutor,
  member: AuthenticatedMember,
  entityType: string,
  entityId: number,
): Promise<number | null> {
  assertEntityType(entityType);
  return findFavourite(db, member.id, entityType, entityId);
}

export async function removeFavourite(db: DbExecutor, member: AuthenticatedMember, id: number) {
  if (!(await deleteFavourite(db, id, member.id)))
    throw new BusinessError(404, RECORD_NOT_FOUND_MSG);
}

export async function recordView(
  db: DbExecutor,
  member: AuthenticatedMember,
  reference: EntityReference,
  reader: Language,
  now: Date,
): Promise<void> {
  await upsertView(db, await recordOf(db, member, reference, reader), now);
}

export async function history(
  db: DbExecutor,
  member: AuthenticatedMember,
  entityType: string | undefined,
  page: PageRequest,
  reader: Language,
): Promise<Page<Static<typeof BrowsingHistoryEntry>>> {
  const { rows, total } = await historyPage(db, member.id, typeFilter(entityType), page);
  const summaries = await summariseEntities(
    db,
    member,
    rows.map((row) => ({ entityType: row.entity_type, entityId: row.entity_id })),
    reader,
  );
  return {
    total,
    rows: rows.map((row, index) => ({
      id: row.id,
      entityType: row.entity_type,
      entityId: row.entity_id,
      ...summaryFields(summaries[index]),
      viewCount: row.view_count,
      viewTime: new Date(row.viewed_at).toISOString(),
      deviceInfo: row.device_info,
    })),
  };
}

export function clearHistory(db: DbExecutor, member: AuthenticatedMember): Promise<void> {
  return deleteHistory(db, member.id);
}

export async function removeView(db: DbExecutor, member: AuthenticatedMember, id: number) {
  if (!(await deleteView(db, id, member.id))) throw new BusinessError(404, RECORD_NOT_FOUND_MSG);
}
