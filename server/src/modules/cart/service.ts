import type { Language } from '@portal/contracts';
import type { CartAddBody, CartEditBody, Static } from '@portal/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedMember } from '../../platform/auth/plugin';
import type { DbExecutor } from '../../platform/db/db';
import { BusinessError, assertValid } from '../../platform/http/envelope';
import { assertTradingCompany } from '../companies/service';
import {
  MAX_QUANTITY,
  PRICE_REQUIRED_MSG,
  QUANTITY_REQUIRED_MSG,
  insertOrder,
  noticeOf,
  notifyParties,
  parsePrice,
  parseQuantity,
  type NoticeOrder,
} from '../orders/service';
import {
  CART_ITEM_NOT_FOUND_MSG,
  NOTHING_TICKED_MSG,
  OWN_PRODUCT_MSG,
  PRODUCT_NOT_FOUND_MSG,
} from './messages';
import * as repo from './repo';

/**
 * The member's cart grouped by seller, named for `reader`. Asking for another member's cart (`memberId`) answers an
 * empty one: items belong to the member who added them.
 */
export function cartOf(
  db: DbExecutor,
  member: AuthenticatedMember,
  memberId: number | undefined,
  apiBase: string,
  reader: Language,
) {
  if (memberId !== undefined && memberId !== member.id) return Promise.resolve([]);
  return repo.selectCart(db, member.id, apiBase, reader);
}

/**
 * Adds a published product of another company at its listed price, or adds the quantity to the
 * item the cart holds already. Answers the item's id.
 */
export async function addToCart(
  app: FastifyInstance,
  member: AuthenticatedMember,
  body: Static<typeof CartAddBody>,
): Promise<number> {
  await assertTradingCompany(app.db, member.companyId);
  const quantity = parseQuantity(body.productQuantity ?? 1);
  assertValid(quantity === null ? QUANTITY_REQUIRED_MSG : null);
  const now = app.now();
  return app.db.transaction(async (tx) => {
    const product = await repo.publishedProduct(tx, body.productId);
    if (!product) throw new BusinessError(404, PRODUCT_NOT_FOUND_MSG);
    if (product.company_id === member.companyId) throw new BusinessError(400, OWN_PRODUCT_MSG);
    const item = await repo.lockItemOfProduct(tx, member.id, body.productId);
    if (item) {
      const total = item.quantity + quantity!;
      assertValid(total > MAX_QUANTITY ? QUANTITY_REQUIRED_MSG : null);
      await repo.setItemQuantity(tx, item.id, total, now);
      return item.id;
    }
    return repo.insertItem(tx, {
      companyId: member.companyId,
      memberId: member.id,
      productId: body.productId,
      sellerCompanyId: product.company_id,
      price: product.price,
      quantity: quantity!,
      at: now,
    });
  });
}

/** Sets an item's unit price incl. tax and its quantity. */
export async function editCartItem(
  app: FastifyInstance,
  member: AuthenticatedMember,
  body: Static<typeof CartEditBody>,
): Promise<void> {
  await assertTradingCompany(app.db, member.companyId);
  const price = parsePrice(body.productPrice);
  const quantity = parseQuantity(body.productQuantity);
  assertValid(
    price === null ? PRICE_REQUIRED_MSG : null,
    quantity === null ? QUANTITY_REQUIRED_MSG : null,
  );
  if (!(await repo.updateItem(app.db, member.id, body.id, price!, quantity!, app.now())))
    throw new BusinessError(404, CART_ITEM_NOT_FOUND_MSG);
}

export async function removeCartItem(
  db: DbExecutor,
  member: AuthenticatedMember,
  id: number,
): Promise<void> {
  if (!(await repo.deleteItem(db, member.id, id)))
    throw new BusinessError(404, CART_ITEM_NOT_FOUND_MSG);
}

/**
 * Places the caller's ticked cart items: one order per seller (status 1, through the orders'
 * `insertOrder`), all in one transaction; the items leave the cart. Items of anyone else answer
 * like missing ones. Each seller's main account is told after the commit. Answers the orders' ids.
 */
export async function placeFromCart(
  app: FastifyInstance,
  member: AuthenticatedMember,
  ids: number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new BusinessError(400, NOTHING_TICKED_MSG);
  const now = app.now();
  const placed = await app.db.transaction(async (tx) => {
    const lines = await repo.lockLines(tx, member.id, unique);
    if (lines.length !== unique.length) throw new BusinessError(404, CART_ITEM_NOT_FOUND_MSG);
    const bySeller = new Map<number, repo.CartLine[]>();
    for (const line of lines) {
      const group = bySeller.get(line.seller_company_id) ?? [];
      group.push(line);
      bySeller.set(line.seller_company_id, group);
    }
    const orders: NoticeOrder[] = [];
    for (const [sellerCompanyId, group] of bySeller) {
      orders.push(
        await insertOrder(tx, now, member, {
          sellerCompanyId,
          currency: (group[0]!.currency ?? 'CNY').trim() || 'CNY',
          lines: group.map((line) => ({
            productId: line.product_id,
            productName: line.product_name,
            price: line.price,
            quantity: line.quantity,
            unit: line.unit,
          })),
          notFoundMessage: CART_ITEM_NOT_FOUND_MSG,
        }),
      );
    }
    await repo.deleteItems(tx, member.id, unique);
    for (const order of orders) await notifyParties(app, noticeOf(order, ['seller'], 'placed'), tx);
    return orders;
  });
  app.notificationOutbox.deliverSoon();
  return placed.map((order) => order.id);
}
