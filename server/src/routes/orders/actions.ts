import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../platform/db/db';
import {
  OrderDenyBody,
  OrderIdBody,
  OrderIdParams,
  OrderPlaceBody,
  OrderProductBody,
  OrderRejectBody,
  PlacedOrders,
} from '@portal/contracts/schemas';
import {
  BusinessError,
  Envelope,
  assertValid,
  ok,
  rejectUnknownFields,
} from '../../platform/http/envelope';
import type { OrderAction, OrderRole } from '../../lib/order-rules';
import { currentMember } from '../../platform/auth/plugin';
import { PRICE_REQUIRED_MSG, QUANTITY_REQUIRED_MSG, parsePrice, parseQuantity } from '../cart';
import {
  callerContext,
  checkReason,
  lockForAction,
  noticeOf,
  notifyParties,
  notFound,
  recomputeAmount,
  writeLog,
  type CallerContext,
  type OrderNotice,
  type OrderRow,
} from './common';
import { NOTHING_TICKED_MSG, placeOrders } from './place';

/** What an action's body decides inside the transaction. */
export interface ActionOutcome {
  toStatus: number | null;
  remark?: string | null;
  msg: string;
  notice?: OrderNotice | null;
}

/**
 * One order action: one transaction that locks the order FOR UPDATE, checks tenancy, role and
 * status through order-rules, applies the change and writes the procedure log; the
 * notifications go out after the commit.
 */
export async function runOrderAction(
  app: FastifyInstance,
  context: CallerContext,
  orderId: number,
  action: OrderAction,
  apply: (tx: DbExecutor, order: OrderRow, role: OrderRole) => Promise<ActionOutcome>,
): Promise<ActionOutcome> {
  const now = app.now();
  const outcome = await app.db.transaction(async (tx) => {
    const { order, role } = await lockForAction(tx, context, orderId, action);
    const result = await apply(tx, order, role);
    // Deleting is one side's housekeeping, not a step of the trade: the shared log leaves it out.
    if (action !== 'delete') {
      await tx.query('UPDATE orders SET updated_at = $2 WHERE id = $1', [orderId, now]);
      await writeLog(
        tx,
        now,
        context.member,
        orderId,
        action,
        order.status,
        result.toStatus ?? order.status,
        result.remark ?? null,
      );
    }
    if (result.notice) await notifyParties(app, result.notice, tx);
    return result;
  });
  if (outcome.notice) app.notificationOutbox.deliverSoon();
  return outcome;
}

const Done = { 200: Envelope(Type.Null()) };

/** Place, price a line, confirm, reject, re-trade, review, take effect, cancel and delete. */
const orderActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const context = async (request: Parameters<typeof currentMember>[0]) =>
    callerContext(currentMember(request));

  /** Sets the status (and extra columns) of the locked order. */
  const setStatus = (
    tx: DbExecutor,
    id: number,
    status: number,
    extra = '',
    params: unknown[] = [],
  ) => tx.query(`UPDATE orders SET status = $2${extra} WHERE id = $1`, [id, status, ...params]);

  app.post(
    '/minor/order/place',
    {
      preValidation: rejectUnknownFields(OrderPlaceBody),
      schema: {
        tags: ['order'],
        summary: 'Place orders from ticked cart items: one order per seller',
        body: OrderPlaceBody,
        response: { 200: Envelope(PlacedOrders) },
      },
    },
    async (request) => {
      const ids = request.body.ids ?? [];
      if (ids.length === 0) throw new BusinessError(400, NOTHING_TICKED_MSG);
      return ok({ orderIds: await placeOrders(app, currentMember(request), ids) });
    },
  );

  app.put(
    '/minor/orderProduct',
    {
      preValidation: rejectUnknownFields(OrderProductBody),
      schema: {
        tags: ['order'],
        summary: 'Price a line of a pending order (owner); the amount is recomputed',
        body: OrderProductBody,
        response: Done,
      },
    },
    async (request) => {
      const ctx = await context(request);
      const price = parsePrice(request.body.productPrice);
      const quantity = parseQuantity(request.body.productQuantity);
      const line = await app.db.query<{ order_id: number }>(
        'SELECT order_id FROM order_products WHERE id = $1',
        [request.body.id],
      );
      if (!line.rows[0]) throw notFound();
      const orderId = line.rows[0].order_id;
      const outcome = await runOrderAction(app, ctx, orderId, 'editProducts', async (tx) => {
        assertValid(
          price === null ? PRICE_REQUIRED_MSG : null,
          quantity === null ? QUANTITY_REQUIRED_MSG : null,
        );
        await tx.query(
          'UPDATE order_products SET product_price = $2, quantity = $3 WHERE id = $1 AND order_id = $4',
          [request.body.id, price, quantity, orderId],
        );
        const amount = await recomputeAmount(tx, orderId);
        return { toStatus: null, msg: '已更新', remark: `amount ${amount}` };
      });
      return ok(null, outcome.msg);
    },
  );

  app.put(
    '/minor/order/confirm/:id',
    {
      schema: {
        tags: ['order'],
        summary: 'Confirm a pending order (owner)',
        params: OrderIdParams,
        response: Done,
      },
    },
    async (request) => {
      const outcome = await runOrderAction(
        app,
        await context(request),
        request.params.id,
        'confirm',
        async (tx, order) => {
          const unpriced = await tx.query<{ product_name: string }>(
            'SELECT product_name FROM order_products WHERE order_id = $1 AND product_price IS NULL ORDER BY id LIMIT 1',
            [order.id],
          );
          const name = unpriced.rows[0]?.product_name;
          if (name !== undefined) {
            throw new BusinessError(400, `产品「${name}」价格为面议，请先确定价格`);
          }
          await setStatus(tx, order.id, 3, ', contract_status = 1');
          return {
            toStatus: 3,
            msg: '订单已确认',
            notice: noticeOf(order, ['buyer'], 'confirmed'),
          };
        },
      );
      return ok(null, outcome.msg);
    },
  );

  app.post(
    '/minor/order/reject',
    {
      preValidation: rejectUnknownFields(OrderRejectBody),
      schema: {
        tags: ['order'],
        summary: 'Reject a pending order (owner)',
        body: OrderRejectBody,
        response: Done,
      },
    },
    async (request) => {
      const ctx = await context(request);
      const outcome = await runOrderAction(
        app,
        ctx,
        request.body.id,
        'reject',
        async (tx, order) => {
          const reason = checkReason(request.body.rejectReason);
          await setStatus(tx, order.id, 2, ', reject_reason = $3', [reason]);
          return {
            toStatus: 2,
            remark: reason,
            msg: '订单已拒绝',
            notice: noticeOf(order, ['buyer'], 'rejected', { reason }),
          };
        },
      );
      return ok(null, outcome.msg);
    },
  );

  app.put(
    '/minor/order/reTrade/:id',
    {
      schema: {
        tags: ['order'],
        summary: 'Resubmit a rejected trade (buyer)',
        params: OrderIdParams,
        response: Done,
      },
    },
    async (request) => {
      const outcome = await runOrderAction(
        app,
        await context(request),
        request.params.id,
        'reTrade',
        async (tx, order) => {
          await setStatus(tx, order.id, 1, ', reject_reason = NULL');
          return {
            toStatus: 1,
            msg: '已重新发起交易',
            notice: noticeOf(order, ['seller'], 'reopened'),
          };
        },
      );
      return ok(null, outcome.msg);
    },
  );

  app.put(
    '/minor/order/approved/:id',
    {
      schema: {
        tags: ['order'],
        summary: 'Approve a submitted order (reviewer)',
        params: OrderIdParams,
        response: Done,
      },
    },
    async (request) => {
      const outcome = await runOrderAction(
        app,
        await context(request),
        request.params.id,
        'approve',
        async (tx, order) => {
          await setStatus(tx, order.id, 3, ', contract_status = 4');
          return {
            toStatus: 3,
            msg: '审核通过',
            notice: noticeOf(order, ['seller', 'buyer'], 'approved'),
          };
        },
      );
      return ok(null, outcome.msg);
    },
  );

  app.post(
    '/minor/order/approvalDenied',
    {
      preValidation: rejectUnknownFields(OrderDenyBody),
      schema: {
        tags: ['order'],
        summary: 'Deny a submitted order (reviewer)',
        body: OrderDenyBody,
        response: Done,
      },
    },
    async (request) => {
      const ctx = await context(request);
      const outcome = await runOrderAction(app, ctx, request.body.id, 'deny', async (tx, order) => {
        const reason = checkReason(request.body.deniedReason);
        await setStatus(tx, order.id, 5, ', contract_status = 3, denied_reason = $3', [reason]);
        return {
          toStatus: 5,
          remark: reason,
          msg: '审核已驳回',
          notice: noticeOf(order, ['seller'], 'denied', { reason }),
        };
      });
      return ok(null, outcome.msg);
    },
  );

  app.post(
    '/minor/order/takeEffect',
    {
      preValidation: rejectUnknownFields(OrderIdBody),
      schema: {
        tags: ['order'],
        summary: 'Sign an approved order (buyer)',
        body: OrderIdBody,
        response: Done,
      },
    },
    async (request) => {
      const ctx = await context(request);
      const now = app.now();
      const outcome = await runOrderAction(
        app,
        ctx,
        request.body.id,
        'takeEffect',
        async (tx, order) => {
          const open = await tx.query<{ count: number }>(
            'SELECT count(*)::int AS count FROM order_instalments WHERE order_id = $1 AND received IS NOT TRUE',
            [order.id],
          );
          const complete = open.rows[0]!.count === 0;
          await setStatus(
            tx,
            order.id,
            complete ? 101 : 3,
            ', signed_at = $3, execution_status = 1',
            [now],
          );
          return complete
            ? {
                toStatus: 101,
                msg: '合同已生效',
                notice: noticeOf(order, ['seller', 'buyer'], 'completedOnSigning'),
              }
            : {
                toStatus: 3,
                msg: '合同已生效',
                notice: noticeOf(order, ['seller'], 'signed'),
              };
        },
      );
      return ok(null, outcome.msg);
    },
  );

  app.put(
    '/minor/order/cancel/:id',
    {
      schema: {
        tags: ['order'],
        summary: 'Void an order (buyer or owner)',
        params: OrderIdParams,
        response: Done,
      },
    },
    async (request) => {
      const outcome = await runOrderAction(
        app,
        await context(request),
        request.params.id,
        'cancel',
        async (tx, order, role) => {
          await setStatus(tx, order.id, 0);
          const other = role === 1 ? 'seller' : 'buyer';
          return {
            toStatus: 0,
            msg: '订单已取消',
            notice: noticeOf(order, [other], role === 1 ? 'cancelledByBuyer' : 'cancelledBySeller'),
          };
        },
      );
      return ok(null, outcome.msg);
    },
  );

  app.delete(
    '/minor/order/:id',
    {
      schema: {
        tags: ['order'],
        summary: "Delete a voided order for the caller's side only (buyer or owner)",
        params: OrderIdParams,
        response: Done,
      },
    },
    async (request) => {
      const outcome = await runOrderAction(
        app,
        await context(request),
        request.params.id,
        'delete',
        async (tx, order, role) => {
          // The other party keeps its record of the trade: only this side's copy goes.
          const column = role === 1 ? 'buyer_deleted_at' : 'seller_deleted_at';
          await tx.query(`UPDATE orders SET ${column} = $2 WHERE id = $1`, [order.id, app.now()]);
          return { toStatus: null, msg: '删除成功!' };
        },
      );
      return ok(null, outcome.msg);
    },
  );
};

export default orderActionRoutes;
