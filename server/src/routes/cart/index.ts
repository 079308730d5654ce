import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import {
  CartAddBody,
  CartAdded,
  CartEditBody,
  CartGroup,
  CartItemIdParams,
  CartListQuery,
  PlacedOrders,
} from '@portal/contracts/schemas';
import {
  BusinessError,
  Envelope,
  assertValid,
  ok,
  rejectUnknownFields,
} from '../../platform/http/envelope';
import { isMoney, normaliseMoney } from '../../platform/money';
import { assertTradingCompany } from '../../lib/platform-trading';
import { currentMember } from '../../platform/auth/plugin';
import { PRODUCT_NOT_FOUND_MSG } from '../products';
import { CART_ITEM_NOT_FOUND_MSG, placeOrders } from '../orders/place';

export const PRICE_REQUIRED_MSG = '请输入含税单价';
export const QUANTITY_REQUIRED_MSG = '请输入交易数量';
export const OWN_PRODUCT_MSG = '不能购买本企业的产品';
export const MAX_QUANTITY = 1_000_000;

/** A whole number 1–1,000,000, or null (answered '请输入交易数量'). */
export function parseQuantity(value: number | string | null | undefined): number | null {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (!/^\d{1,7}$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

/** A unit price ≥ 0 with two places at most, normalised ("12.5" → "12.50"), or null. */
export function parsePrice(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) return null;
  const text = String(value).trim();
  return isMoney(text) ? normaliseMoney(text) : null;
}

/**
 * The cart (docs/trade-orders.md "Cart"): items belong to the member who added them; another
 * member's item answers like a missing one.
 */
const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/shoppingCart/ownList',
    {
      schema: {
        tags: ['cart'],
        summary: "The caller's cart items grouped by seller",
        querystring: CartListQuery,
        response: { 200: Envelope(Type.Array(CartGroup)) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { memberId } = request.query;
      if (memberId !== undefined && memberId !== member.id) return ok([]);
      const { rows } = await app.db.query<{
        id: number;
        product_id: number;
        product_name: string;
        price: string | null;
        quantity: number;
        unit: string;
        currency: string;
        seller_company_id: number;
        seller_name: string;
        seller_main_id: number | null;
        image_file_id: number | null;
      }>(
        `SELECT c.id, c.product_id, p.name AS product_name, c.product_price::text AS price, c.quantity,
                coalesce(nullif(trim(p.unit), ''), '套') AS unit, p.currency, c.seller_company_id,
                s.name AS seller_name,
                (SELECT m.id FROM members m WHERE m.company_id = s.id AND m.mid = 0 ORDER BY m.id LIMIT 1)
                  AS seller_main_id,
                -- Served without a token while the product is published (public product media).
                (SELECT pm.file_id FROM product_media pm WHERE pm.product_id = p.id AND p.status = 1
                    AND pm.kind = 'image' ORDER BY pm.position LIMIT 1) AS image_file_id
           FROM cart_items c JOIN products p ON p.id = c.product_id
           JOIN companies s ON s.id = c.seller_company_id
          WHERE c.member_id = $1
          ORDER BY c.created_at DESC, c.id DESC`,
        [member.id],
      );
      const base = request.url.replace(/\/shoppingCart\/.*$/, '');
      const groups = new Map<number, Static<typeof CartGroup>>();
      for (const row of rows) {
        let group = groups.get(row.seller_company_id);
        if (!group) {
          group = {
            enterpriseId: row.seller_main_id ?? 0,
            enterpriseName: row.seller_name,
            shoppingCarts: [],
          };
          groups.set(row.seller_company_id, group);
        }
        group.shoppingCarts.push({
          id: row.id,
          productId: row.product_id,
          productName: row.product_name,
          productPrice: row.price,
          productQuantity: row.quantity,
          unit: row.unit,
          currency: row.currency.trim(),
          imageUrl: row.image_file_id
            ? `${base}/product/public/${row.product_id}/media/${row.image_file_id}`
            : null,
        });
      }
      return ok([...groups.values()]);
    },
  );

  app.post(
    '/shoppingCart',
    {
      preValidation: rejectUnknownFields(CartAddBody),
      schema: {
        tags: ['cart'],
        summary: 'Add a published product of another company at its listed price',
        body: CartAddBody,
        response: { 200: Envelope(CartAdded) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      await assertTradingCompany(app.db, member.companyId);
      const quantity = parseQuantity(request.body.productQuantity ?? 1);
      assertValid(quantity === null ? QUANTITY_REQUIRED_MSG : null);
      const now = app.now();
      const id = await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ company_id: number; price: string | null }>(
          'SELECT company_id, price::text AS price FROM products WHERE id = $1 AND status = 1',
          [request.body.productId],
        );
        const product = rows[0];
        if (!product) throw new BusinessError(404, PRODUCT_NOT_FOUND_MSG);
        if (product.company_id === member.companyId) throw new BusinessError(400, OWN_PRODUCT_MSG);
        const existing = await tx.query<{ id: number; quantity: number }>(
          'SELECT id, quantity FROM cart_items WHERE member_id = $1 AND product_id = $2 FOR UPDATE',
          [member.id, request.body.productId],
        );
        const item = existing.rows[0];
        if (item) {
          const total = item.quantity + quantity!;
          assertValid(total > MAX_QUANTITY ? QUANTITY_REQUIRED_MSG : null);
          await tx.query('UPDATE cart_items SET quantity = $2, updated_at = $3 WHERE id = $1', [
            item.id,
            total,
            now,
          ]);
          return item.id;
        }
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO cart_items (company_id, member_id, product_id, seller_company_id, product_price, quantity,
             created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
          [
            member.companyId,
            member.id,
            request.body.productId,
            product.company_id,
            product.price,
            quantity,
            now,
          ],
        );
        return inserted.rows[0]!.id;
      });
      return ok({ id }, '已加入购物车');
    },
  );

  app.put(
    '/shoppingCart',
    {
      preValidation: rejectUnknownFields(CartEditBody),
      schema: {
        tags: ['cart'],
        summary: 'Set the unit price incl. tax and the quantity of a cart item',
        body: CartEditBody,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      await assertTradingCompany(app.db, member.companyId);
      const price = parsePrice(request.body.productPrice);
      const quantity = parseQuantity(request.body.productQuantity);
      assertValid(
        price === null ? PRICE_REQUIRED_MSG : null,
        quantity === null ? QUANTITY_REQUIRED_MSG : null,
      );
      const { rows } = await app.db.query(
        `UPDATE cart_items SET product_price = $3, quantity = $4, updated_at = $5
          WHERE id = $1 AND member_id = $2 RETURNING id`,
        [request.body.id, member.id, price, quantity, app.now()],
      );
      if (rows.length === 0) throw new BusinessError(404, CART_ITEM_NOT_FOUND_MSG);
      return ok(null);
    },
  );

  app.delete(
    '/shoppingCart/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a cart item',
        params: CartItemIdParams,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { rows } = await app.db.query(
        'DELETE FROM cart_items WHERE id = $1 AND member_id = $2 RETURNING id',
        [request.params.id, member.id],
      );
      if (rows.length === 0) throw new BusinessError(404, CART_ITEM_NOT_FOUND_MSG);
      return ok(null, '删除成功!');
    },
  );

  app.post(
    '/shoppingCart/order/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Place the order for one cart item',
        params: CartItemIdParams,
        response: { 200: Envelope(PlacedOrders) },
      },
    },
    async (request) => {
      const orderIds = await placeOrders(app, currentMember(request), [request.params.id]);
      return ok({ orderIds });
    },
  );
};

export default cartRoutes;
