import type { CatalogueKind, CatalogueNode, Static } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';

type Kind = Static<typeof CatalogueKind>;

/** The product column that points at an entry of each kind. */
const COLUMN_OF_KIND = {
  industryCity: 'industry_city_id',
  industryType: 'industry_type_id',
  productType: 'category_id',
} as const;

/** The company's tree of the kind, flat, parents before children, each with its product count. */
export async function selectNodes(
  db: DbExecutor,
  companyId: number,
  kind: Kind,
): Promise<Static<typeof CatalogueNode>[]> {
  const { rows } = await db.query<{
    id: number;
    parent_id: number | null;
    name: string;
    sort: number;
    disabled: boolean;
    product_count: number;
  }>(
    `SELECT n.id, n.parent_id, n.name, n.sort, n.disabled,
            (SELECT count(*)::int FROM products p WHERE p.${COLUMN_OF_KIND[kind]} = n.id) AS product_count
       FROM catalogue_nodes n WHERE n.company_id = $1 AND n.kind = $2
      ORDER BY n.parent_id NULLS FIRST, n.sort, n.id`,
    [companyId, kind],
  );
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    sort: row.sort,
    disabled: row.disabled,
    productCount: row.product_count,
  }));
}

/** An entry of the company and kind, locked for the transaction; undefined if none. */
export async function lockNode(tx: DbExecutor, companyId: number, kind: Kind, id: number) {
  const { rows } = await tx.query<{
    id: number;
    parent_id: number | null;
    sort: number;
    name: string;
  }>(
    `SELECT id, parent_id, sort, name FROM catalogue_nodes
      WHERE id = $1 AND company_id = $2 AND kind = $3 FOR UPDATE`,
    [id, companyId, kind],
  );
  return rows[0];
}

/** How many levels deep the entry sits (1 for a top-level entry). */
export async function depthOf(tx: DbExecutor, id: number): Promise<number> {
  const { rows } = await tx.query<{ depth: number }>(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id, 1 AS depth FROM catalogue_nodes WHERE id = $1
       UNION ALL SELECT n.id, n.parent_id, up.depth + 1 FROM catalogue_nodes n JOIN up ON n.id = up.parent_id)
     SELECT max(depth)::int AS depth FROM up`,
    [id],
  );
  return rows[0]!.depth;
}

/** Whether another entry (not `exceptId`) under the same parent has the name. */
export async function nameTaken(
  tx: DbExecutor,
  companyId: number,
  kind: Kind,
  parentId: number | null,
  name: string,
  exceptId: number,
): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM catalogue_nodes WHERE company_id = $1 AND kind = $2
        AND parent_id IS NOT DISTINCT FROM $3::int AND name = $4 AND id <> $5`,
    [companyId, kind, parentId, name, exceptId],
  );
  return rows.length > 0;
}

/** Adds an entry at the end of its level; returns its id. */
export async function insertNode(
  tx: DbExecutor,
  companyId: number,
  kind: Kind,
  parentId: number | null,
  name: string,
  now: Date,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO catalogue_nodes (company_id, kind, parent_id, name, sort, created_at)
     VALUES ($1, $2, $3, $4,
       (SELECT coalesce(max(sort), 0) + 1 FROM catalogue_nodes
         WHERE company_id = $1 AND kind = $2 AND parent_id IS NOT DISTINCT FROM $3::int), $5)
     RETURNING id`,
    [companyId, kind, parentId, name, now],
  );
  return rows[0]!.id;
}

export async function renameNode(tx: DbExecutor, id: number, name: string): Promise<void> {
  await tx.query('UPDATE catalogue_nodes SET name = $2 WHERE id = $1', [id, name]);
}

export async function setNodeDisabled(tx: DbExecutor, id: number, disabled: boolean) {
  await tx.query('UPDATE catalogue_nodes SET disabled = $2 WHERE id = $1', [id, disabled]);
}

/** The ids of the entry's level (same company, kind and parent), in their order. */
export async function siblingIds(
  tx: DbExecutor,
  companyId: number,
  kind: Kind,
  parentId: number | null,
): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM catalogue_nodes
      WHERE company_id = $1 AND kind = $2 AND parent_id IS NOT DISTINCT FROM $3::int
      ORDER BY sort, id`,
    [companyId, kind, parentId],
  );
  return rows.map((row) => row.id);
}

export async function setSort(tx: DbExecutor, id: number, sort: number): Promise<void> {
  await tx.query('UPDATE catalogue_nodes SET sort = $2 WHERE id = $1 AND sort <> $2', [id, sort]);
}

export async function hasChildren(tx: DbExecutor, id: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM catalogue_nodes WHERE parent_id = $1 LIMIT 1', [
    id,
  ]);
  return rows.length > 0;
}

/** Up to three products that use the entry, with how many do in all. */
export async function productsUsing(tx: DbExecutor, kind: Kind, id: number) {
  const { rows } = await tx.query<{ name: string; total: number }>(
    `SELECT name, count(*) OVER ()::int AS total FROM products
      WHERE ${COLUMN_OF_KIND[kind]} = $1 ORDER BY id LIMIT 3`,
    [id],
  );
  return { names: rows.map((row) => row.name), total: rows[0]?.total ?? 0 };
}

export async function deleteNode(tx: DbExecutor, id: number): Promise<void> {
  await tx.query('DELETE FROM catalogue_nodes WHERE id = $1', [id]);
}
