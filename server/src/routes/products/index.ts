import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DbExecutor } from '../../db/db';
import {
  BusinessError,
  Envelope,
  Nullable,
  OptionalText,
  PageEnvelope,
  PageQuery,
  SUCCESS_MSG,
  assertValid,
  ok,
  rejectUnknownFields,
} from '../../lib/envelope';
import {
  PRODUCT_EDIT_PERM,
  SUPPLY_PUBLISH_PERM,
  hasPermission,
  requirePermission,
} from '../../lib/permissions';
import { assertProductSlotAvailable } from '../../lib/quotas';
import { currentMember, type AuthenticatedMember } from '../../plugins/auth';

export const PRODUCT_NOT_FOUND_MSG = '产品不存在';
export const SUPPLY_PUBLISH_REQUIRED_MSG = '发布供应需要企业主账号授权，请联系主账号';
const PRICE = /^\d{1,12}(?:\.\d{1,2})?$/;
const HS_CODE = /^\d{2,10}$/;

const ProductStatus = Type.Integer({ description: '0 pending publish, 1 published, 2 disabled' });

const OwnProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  hsCode: Nullable(Type.String()),
  price: Nullable(Type.String({ description: "null: price on request ('面议')" })),
  currency: Type.String(),
  unit: Type.String(),
  status: ProductStatus,
  createTime: Type.String({ format: 'date-time' }),
});

const optionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

const CreateProductBody = Type.Object(
  {
    name: OptionalText(100),
    unit: OptionalText(20),
    hsCode: optionalText(10),
    spec: optionalText(100),
    brand: optionalText(50),
    origin: optionalText(100),
    price: Type.Optional(
      Nullable(Type.String({ maxLength: 20, description: "decimal ≥ 0; null: '面议'" })),
    ),
    currency: Type.Optional(Type.String({ maxLength: 3, description: 'dict trade_currency' })),
  },
  { additionalProperties: false },
);

const ProductParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The supply-publishing gate (spec §6): products are created as pending and go online only
 * through publish, which needs the supply-publishing permission (a sub-member holds it only when
 * the main account grants it) and a free product slot of the company's membership tier.
 */
const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** A product of the caller's company, locked; another company's is as missing. */
  const lockOwnProduct = async (tx: DbExecutor, member: AuthenticatedMember, id: number) => {
    const { rows } = await tx.query<{ id: number; status: number }>(
      'SELECT id, status FROM products WHERE id = $1 AND company_id = $2 FOR UPDATE',
      [id, member.companyId],
    );
    if (!rows[0]) throw new BusinessError(404, PRODUCT_NOT_FOUND_MSG);
    return rows[0];
  };

  const requireSupplyPublish = async (member: AuthenticatedMember) => {
    if (!(await hasPermission(app.db, member.id, SUPPLY_PUBLISH_PERM))) {
      throw new BusinessError(403, SUPPLY_PUBLISH_REQUIRED_MSG);
    }
  };

  app.get(
    '/product/ownList',
    {
      schema: {
        tags: ['product'],
        summary: "The company's products, newest first",
        querystring: Type.Intersect([
          PageQuery,
          Type.Object({ status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })) }),
        ]),
        response: { 200: PageEnvelope(OwnProduct) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { pageNum, pageSize, status } = request.query;
      const where = 'company_id = $1 AND ($2::smallint IS NULL OR status = $2::smallint)';
      const params = [member.companyId, status ?? null];
      const total = await app.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM products WHERE ${where}`,
        params,
      );
      const { rows } = await app.db.query<{
        id: number;
        name: string;
        hs_code: string | null;
        price: string | null;
        currency: string;
        unit: string;
        status: number;
        created_at: Date;
      }>(
        `SELECT id, name, hs_code, price::text AS price, currency, unit, status, created_at
           FROM products WHERE ${where}
          ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [...params, pageSize, (pageNum - 1) * pageSize],
      );
      return {
        code: 200,
        msg: SUCCESS_MSG,
        total: total.rows[0]!.count,
        rows: rows.map((row) => ({
          id: row.id,
          name: row.name,
          hsCode: row.hs_code,
          price: row.price,
          currency: row.currency.trim(),
          unit: row.unit,
          status: row.status,
          createTime: new Date(row.created_at).toISOString(),
        })),
      };
    },
  );

  app.post(
    '/product',
    {
      preValidation: rejectUnknownFields(CreateProductBody),
      schema: {
        tags: ['product'],
        summary: `Add a product, pending publish (needs ${PRODUCT_EDIT_PERM})`,
        body: CreateProductBody,
        response: { 200: Envelope(Type.Object({ id: Type.Integer() })) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      await requirePermission(app.db, member, PRODUCT_EDIT_PERM);
      const body = request.body;
      const name = body.name?.trim() ?? '';
      const unit = body.unit?.trim() ?? '';
      const hsCode = blankToNull(body.hsCode);
      const price = blankToNull(body.price);
      const currency = body.currency?.trim() || 'CNY';
      const knownCurrency = await app.db.query(
        "SELECT 1 FROM dict_data WHERE dict_type = 'trade_currency' AND dict_value = $1",
        [currency],
      );
      assertValid(
        name ? null : '请输入产品名称',
        unit ? null : '请输入单位',
        hsCode === null || HS_CODE.test(hsCode) ? null : 'HS编码应为2-10位数字',
        price === null || PRICE.test(price) ? null : '价格格式不正确',
        knownCurrency.rows.length > 0 ? null : '币种不正确',
      );
      const { rows } = await app.db.query<{ id: number }>(
        `INSERT INTO products (company_id, name, hs_code, spec, brand, origin, price, currency, unit, status,
           created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $10) RETURNING id`,
        [
          member.companyId,
          name,
          hsCode,
          blankToNull(body.spec),
          blankToNull(body.brand),
          blankToNull(body.origin),
          price,
          currency,
          unit,
          app.now(),
        ],
      );
      return ok({ id: rows[0]!.id });
    },
  );

  app.put(
    '/product/:id/publish',
    {
      schema: {
        tags: ['product'],
        summary: `Put a product online (needs ${SUPPLY_PUBLISH_PERM} and a free product slot)`,
        params: ProductParams,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      await requireSupplyPublish(member);
      await app.db.transaction(async (tx) => {
        const product = await lockOwnProduct(tx, member, request.params.id);
        if (product.status === 1) return;
        await assertProductSlotAvailable(tx, member.companyId, app.now());
        await tx.query('UPDATE products SET status = 1 WHERE id = $1', [product.id]);
      });
      return ok(null, '已发布');
    },
  );

  app.put(
    '/product/:id/unpublish',
    {
      schema: {
        tags: ['product'],
        summary: `Take a product offline (needs ${SUPPLY_PUBLISH_PERM})`,
        params: ProductParams,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      await requireSupplyPublish(member);
      await app.db.transaction(async (tx) => {
        const product = await lockOwnProduct(tx, member, request.params.id);
        await tx.query('UPDATE products SET status = 2 WHERE id = $1', [product.id]);
      });
      return ok(null, '已下架');
    },
  );
};

export default productRoutes;
