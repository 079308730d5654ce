import { PERMISSIONS } from '@portal/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CatalogueCreateBody,
  CatalogueCreated,
  CatalogueEntryParams,
  CatalogueKindParams,
  CatalogueMoveBody,
  CatalogueNode,
  CatalogueUpdateBody,
} from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import {
  BusinessError,
  Envelope,
  assertValid,
  ok,
  rejectUnknownFields,
} from '../../platform/http/envelope';
import { requirePermission } from '../../platform/auth/permissions';
import { lockCompany } from '../../lib/quotas';
import { currentMember, type AuthenticatedMember } from '../../platform/auth/plugin';

export const CATALOGUE_NOT_FOUND_MSG = '分类不存在';
export const CATALOGUE_NAME_REQUIRED_MSG = '请输入名称';
export const CATALOGUE_MAX_DEPTH = 3;

const COLUMN_OF_KIND = {
  industryCity: 'industry_city_id',
  industryType: 'industry_type_id',
  productType: 'category_id',
} as const;

/**
 * The enterprise's industry cities, industry types and product categories (spec §2:
 * /industryCityManage, /industryTypeManage, /productTypeManage): ordered trees, up to three levels,
 * per company and kind. Siblings are ordered by `sort`; moving swaps with the neighbour. An entry
 * in use by a product, or with children, cannot be deleted: disable it instead.
 */
const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const lockNode = async (
    tx: DbExecutor,
    member: AuthenticatedMember,
    kind: string,
    id: number,
  ) => {
    const { rows } = await tx.query<{
      id: number;
      parent_id: number | null;
      sort: number;
      name: string;
    }>(
      `SELECT id, parent_id, sort, name FROM catalogue_nodes
        WHERE id = $1 AND company_id = $2 AND kind = $3 FOR UPDATE`,
      [id, member.companyId, kind],
    );
    if (!rows[0]) throw new BusinessError(404, CATALOGUE_NOT_FOUND_MSG);
    return rows[0];
  };

  const assertNameFree = async (
    tx: DbExecutor,
    member: AuthenticatedMember,
    kind: string,
    parentId: number | null,
    name: string,
    exceptId: number,
  ) => {
    const { rows } = await tx.query(
      `SELECT 1 FROM catalogue_nodes WHERE company_id = $1 AND kind = $2
          AND parent_id IS NOT DISTINCT FROM $3::int AND name = $4 AND id <> $5`,
      [member.companyId, kind, parentId, name, exceptId],
    );
    if (rows.length > 0) throw new BusinessError(400, `同一级已有同名项：${name}`);
  };

  app.get(
    '/catalogue/:kind',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The company's tree of this kind, flat, in order (parent before children)",
        params: CatalogueKindParams,
        response: { 200: Envelope(Type.Array(CatalogueNode)) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { kind } = request.params;
      const { rows } = await app.db.query<{
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
        [member.companyId, kind],
      );
      return ok(
        rows.map((row) => ({
          id: row.id,
          parentId: row.parent_id,
          name: row.name,
          sort: row.sort,
          disabled: row.disabled,
          productCount: row.product_count,
        })),
      );
    },
  );

  app.post(
    '/catalogue/:kind',
    {
      preValidation: rejectUnknownFields(CatalogueCreateBody),
      schema: {
        tags: ['catalogue'],
        summary: `Add an entry at the end of its level (needs ${PERMISSIONS.productEdit})`,
        params: CatalogueKindParams,
        body: CatalogueCreateBody,
        response: { 200: Envelope(CatalogueCreated) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.productEdit);
      const { kind } = request.params;
      const name = request.body.name?.trim() ?? '';
      assertValid(name ? null : CATALOGUE_NAME_REQUIRED_MSG);
      const parentId = request.body.parentId ?? null;
      const id = await app.db.transaction(async (tx) => {
        await lockCompany(tx, member.companyId);
        if (parentId !== null) {
          await lockNode(tx, member, kind, parentId);
          const depth = await tx.query<{ depth: number }>(
            `WITH RECURSIVE up AS (
               SELECT id, parent_id, 1 AS depth FROM catalogue_nodes WHERE id = $1
               UNION ALL SELECT n.id, n.parent_id, up.depth + 1 FROM catalogue_nodes n JOIN up ON n.id = up.parent_id)
             SELECT max(depth)::int AS depth FROM up`,
            [parentId],
          );
          if (depth.rows[0]!.depth >= CATALOGUE_MAX_DEPTH) {
            throw new BusinessError(400, `最多${CATALOGUE_MAX_DEPTH}级`);
          }
        }
        await assertNameFree(tx, member, kind, parentId, name, 0);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO catalogue_nodes (company_id, kind, parent_id, name, sort, created_at)
           VALUES ($1, $2, $3, $4,
             (SELECT coalesce(max(sort), 0) + 1 FROM catalogue_nodes
               WHERE company_id = $1 AND kind = $2 AND parent_id IS NOT DISTINCT FROM $3::int), $5)
           RETURNING id`,
          [member.companyId, kind, parentId, name, app.now()],
        );
        return rows[0]!.id;
      });
      return ok({ id }, '保存成功');
    },
  );

  app.put(
    '/catalogue/:kind/:id',
    {
      preValidation: rejectUnknownFields(CatalogueUpdateBody),
      schema: {
        tags: ['catalogue'],
        summary: 'Rename, disable or enable an entry',
        params: CatalogueEntryParams,
        body: CatalogueUpdateBody,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.productEdit);
      const { kind, id } = request.params;
      const { disabled } = request.body;
      const name = request.body.name === undefined ? undefined : request.body.name.trim();
      assertValid(name === '' ? CATALOGUE_NAME_REQUIRED_MSG : null);
      await app.db.transaction(async (tx) => {
        const node = await lockNode(tx, member, kind, id);
        if (name !== undefined) {
          await assertNameFree(tx, member, kind, node.parent_id, name, id);
          await tx.query('UPDATE catalogue_nodes SET name = $2 WHERE id = $1', [id, name]);
        }
        if (disabled !== undefined) {
          await tx.query('UPDATE catalogue_nodes SET disabled = $2 WHERE id = $1', [id, disabled]);
        }
      });
      return ok(null, '保存成功');
    },
  );

  app.put(
    '/catalogue/:kind/:id/move',
    {
      preValidation: rejectUnknownFields(CatalogueMoveBody),
      schema: {
        tags: ['catalogue'],
        summary:
          'Move an entry one place up or down, or to a place among its siblings (drag and drop)',
        params: CatalogueEntryParams,
        body: CatalogueMoveBody,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.productEdit);
      const { kind, id } = request.params;
      const { direction, position } = request.body;
      assertValid(
        (direction === undefined) !== (position === undefined) ? null : '请指定移动方向或位置',
      );
      await app.db.transaction(async (tx) => {
        await lockCompany(tx, member.companyId);
        const node = await lockNode(tx, member, kind, id);
        const { rows: siblings } = await tx.query<{ id: number }>(
          `SELECT id FROM catalogue_nodes
            WHERE company_id = $1 AND kind = $2 AND parent_id IS NOT DISTINCT FROM $3::int
            ORDER BY sort, id`,
          [member.companyId, kind, node.parent_id],
        );
        const order = siblings.map((sibling) => sibling.id);
        const from = order.indexOf(id);
        const to =
          position !== undefined
            ? Math.min(position, order.length - 1)
            : from + (direction === 'up' ? -1 : 1);
        if (to < 0 || to >= order.length || to === from) return; // already first or last
        order.splice(from, 1);
        order.splice(to, 0, id);
        // Renumbered 1…n in one go, so ties from older data cannot leave the order ambiguous.
        for (const [index, siblingId] of order.entries()) {
          await tx.query('UPDATE catalogue_nodes SET sort = $2 WHERE id = $1 AND sort <> $2', [
            siblingId,
            index + 1,
          ]);
        }
      });
      return ok(null, '操作成功');
    },
  );

  app.delete(
    '/catalogue/:kind/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Delete an entry no product uses and without children',
        params: CatalogueEntryParams,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.productEdit);
      const { kind, id } = request.params;
      await app.db.transaction(async (tx) => {
        const node = await lockNode(tx, member, kind, id);
        const children = await tx.query(
          'SELECT 1 FROM catalogue_nodes WHERE parent_id = $1 LIMIT 1',
          [id],
        );
        if (children.rows.length > 0) {
          throw new BusinessError(400, `「${node.name}」下还有子项，请先删除子项`);
        }
        const used = await tx.query<{ name: string; total: number }>(
          `SELECT name, count(*) OVER ()::int AS total FROM products
            WHERE ${COLUMN_OF_KIND[kind]} = $1 ORDER BY id LIMIT 3`,
          [id],
        );
        if (used.rows.length > 0) {
          const names = used.rows.map((row) => row.name).join('、');
          throw new BusinessError(
            400,
            `「${node.name}」正被 ${used.rows[0]!.total} 个产品使用（${names}），不能删除，可改为停用`,
          );
        }
        await tx.query('DELETE FROM catalogue_nodes WHERE id = $1', [id]);
      });
      return ok(null, '删除成功');
    },
  );
};

export default catalogueRoutes;
