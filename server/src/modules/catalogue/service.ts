import type {
  CatalogueKind,
  CatalogueMoveBody,
  CatalogueUpdateBody,
  Static,
} from '@portal/contracts/schemas';
import type { Db, DbExecutor } from '../../platform/db/db';
import { BusinessError, assertValid } from '../../platform/http/envelope';
import type { AuthenticatedMember } from '../../platform/auth/plugin';
import { lockCompany } from '../../lib/quotas';
import {
  CATALOGUE_MOVE_REQUIRED_MSG,
  CATALOGUE_NAME_REQUIRED_MSG,
  CATALOGUE_NOT_FOUND_MSG,
  catalogueHasChildrenMsg,
  catalogueInUseMsg,
  catalogueNameTakenMsg,
  catalogueTooDeepMsg,
} from './messages';
import * as repo from './repo';

type Kind = Static<typeof CatalogueKind>;

export const CATALOGUE_MAX_DEPTH = 3;

/**
 * The enterprise's industry cities, industry types and product categories (spec §2:
 * /industryCityManage, /industryTypeManage, /productTypeManage): ordered trees, up to three levels,
 * per company and kind. Siblings are ordered by `sort`; moving swaps with the neighbour. An entry
 * in use by a product, or with children, cannot be deleted: disable it instead.
 */
export function catalogueTree(db: Db, member: AuthenticatedMember, kind: Kind) {
  return repo.selectNodes(db, member.companyId, kind);
}

async function lockNode(tx: DbExecutor, companyId: number, kind: Kind, id: number) {
  const node = await repo.lockNode(tx, companyId, kind, id);
  if (!node) throw new BusinessError(404, CATALOGUE_NOT_FOUND_MSG);
  return node;
}

async function assertNameFree(
  tx: DbExecutor,
  companyId: number,
  kind: Kind,
  parentId: number | null,
  name: string,
  exceptId: number,
) {
  if (await repo.nameTaken(tx, companyId, kind, parentId, name, exceptId))
    throw new BusinessError(400, catalogueNameTakenMsg(name));
}

/** Adds an entry at the end of its level, at most three levels deep; returns its id. */
export async function addEntry(
  db: Db,
  member: AuthenticatedMember,
  kind: Kind,
  body: { name?: string; parentId?: number | null },
  now: Date,
): Promise<number> {
  const name = body.name?.trim() ?? '';
  assertValid(name ? null : CATALOGUE_NAME_REQUIRED_MSG);
  const parentId = body.parentId ?? null;
  const { companyId } = member;
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    if (parentId !== null) {
      await lockNode(tx, companyId, kind, parentId);
      if ((await repo.depthOf(tx, parentId)) >= CATALOGUE_MAX_DEPTH) {
        throw new BusinessError(400, catalogueTooDeepMsg(CATALOGUE_MAX_DEPTH));
      }
    }
    await assertNameFree(tx, companyId, kind, parentId, name, 0);
    return repo.insertNode(tx, companyId, kind, parentId, name, now);
  });
}

/** Renames, disables or enables an entry. */
export async function changeEntry(
  db: Db,
  member: AuthenticatedMember,
  kind: Kind,
  id: number,
  body: Static<typeof CatalogueUpdateBody>,
): Promise<void> {
  const { disabled } = body;
  const name = body.name === undefined ? undefined : body.name.trim();
  assertValid(name === '' ? CATALOGUE_NAME_REQUIRED_MSG : null);
  await db.transaction(async (tx) => {
    const node = await lockNode(tx, member.companyId, kind, id);
    if (name !== undefined) {
      await assertNameFree(tx, member.companyId, kind, node.parent_id, name, id);
      await repo.renameNode(tx, id, name);
    }
    if (disabled !== undefined) await repo.setNodeDisabled(tx, id, disabled);
  });
}

/** Moves an entry one place up or down, or to a place among its siblings. */
export async function moveEntry(
  db: Db,
  member: AuthenticatedMember,
  kind: Kind,
  id: number,
  { direction, position }: Static<typeof CatalogueMoveBody>,
): Promise<void> {
  assertValid(
    (direction === undefined) !== (position === undefined) ? null : CATALOGUE_MOVE_REQUIRED_MSG,
  );
  await db.transaction(async (tx) => {
    await lockCompany(tx, member.companyId);
    const node = await lockNode(tx, member.companyId, kind, id);
    const order = await repo.siblingIds(tx, member.companyId, kind, node.parent_id);
    const from = order.indexOf(id);
    const to =
      position !== undefined
        ? Math.min(position, order.length - 1)
        : from + (direction === 'up' ? -1 : 1);
    if (to < 0 || to >= order.length || to === from) return; // already first or last
    order.splice(from, 1);
    order.splice(to, 0, id);
    // Renumbered 1…n in one go, so ties from older data cannot leave the order ambiguous.
    for (const [index, siblingId] of order.entries()) await repo.setSort(tx, siblingId, index + 1);
  });
}

/** Deletes an entry no product uses and without children. */
export async function deleteEntry(
  db: Db,
  member: AuthenticatedMember,
  kind: Kind,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const node = await lockNode(tx, member.companyId, kind, id);
    if (await repo.hasChildren(tx, id)) {
      throw new BusinessError(400, catalogueHasChildrenMsg(node.name));
    }
    const used = await repo.productsUsing(tx, kind, id);
    if (used.total > 0) {
      throw new BusinessError(400, catalogueInUseMsg(node.name, used.total, used.names.join('、')));
    }
    await repo.deleteNode(tx, id);
  });
}
