import type { FastifyInstance } from 'fastify';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';
import {
  OrderDenyBody,
  OrderIdBody,
  OrderInvoiceBody,
  OrderProductBody,
  OrderProgressBody,
  OrderRejectBody,
  OrderTempStoreBody,
} from '@portal/contracts/schemas';
import { currentMember } from '../../platform/auth/plugin';
import { route } from '../../platform/http/endpoint';
import { SUCCESS_MSG, ok, rejectUnknownFields } from '../../platform/http/envelope';
import type { ReviewCounts } from './review-counts';
import {
  approveOrder,
  cancelOrder,
  confirmOrder,
  deleteOrder,
  denyOrder,
  listOrders,
  priceLine,
  procedureLog,
  readOrder,
  reTradeOrder,
  receivePayment,
  rejectOrder,
  saveInvoice,
  storeSupplement,
  submitOrder,
  takeEffect,
  updateProgress,
} from './service';

/** The order list, one order, and its procedure log (docs/trade-orders.md, "Read shapes"). */
export function orderReadRoutes(app: FastifyInstance, reviewCounts: ReviewCounts): void {
  route(app, orderEndpoints.list, async (request) => {
    const page = await listOrders(app.db, currentMember(request), request.query, reviewCounts);
    return { code: 200, msg: SUCCESS_MSG, ...page };
  });

  route(app, orderEndpoints.detail, async (request) => {
    // File urls are under the API base the order was asked through (/haiguan/api or /hg/api).
    const apiBase = request.routeOptions.url!.replace(/\/minor\/order\/:id$/, '');
    return ok(
      await readOrder(app.db, currentMember(request), request.params.id, app.now(), apiBase),
    );
  });

  route(app, orderEndpoints.procedureLog, async (request) => {
    const rows = await procedureLog(app.db, currentMember(request), request.query.orderId);
    return { code: 200, msg: SUCCESS_MSG, total: rows.length, rows };
  });
}

/** The trade actions and the seller's supplement (docs/trade-orders.md, "Actions"). */
export function orderActionRoutes(app: FastifyInstance): void {
  const done = (msg: string) => ok(null, msg);

  route(
    app,
    orderEndpoints.priceLine,
    async (request) => done(await priceLine(app, currentMember(request), request.body)),
    { preValidation: rejectUnknownFields(OrderProductBody) },
  );
  route(app, orderEndpoints.confirm, async (request) =>
    done(await confirmOrder(app, currentMember(request), request.params.id)),
  );
  route(
    app,
    orderEndpoints.reject,
    async (request) => done(await rejectOrder(app, currentMember(request), request.body)),
    { preValidation: rejectUnknownFields(OrderRejectBody) },
  );
  route(app, orderEndpoints.reTrade, async (request) =>
    done(await reTradeOrder(app, currentMember(request), request.params.id)),
  );
  route(app, orderEndpoints.approve, async (request) =>
    done(await approveOrder(app, currentMember(request), request.params.id)),
  );
  route(
    app,
    orderEndpoints.deny,
    async (request) => done(await denyOrder(app, currentMember(request), request.body)),
    { preValidation: rejectUnknownFields(OrderDenyBody) },
  );
  route(
    app,
    orderEndpoints.takeEffect,
    async (request) => done(await takeEffect(app, currentMember(request), request.body.id)),
    { preValidation: rejectUnknownFields(OrderIdBody) },
  );
  route(app, orderEndpoints.cancel, async (request) =>
    done(await cancelOrder(app, currentMember(request), request.params.id)),
  );
  route(app, orderEndpoints.delete, async (request) =>
    done(await deleteOrder(app, currentMember(request), request.params.id)),
  );
  route(
    app,
    orderEndpoints.tempStore,
    async (request) => done(await storeSupplement(app, currentMember(request), request.body)),
    { preValidation: rejectUnknownFields(OrderTempStoreBody) },
  );
  route(
    app,
    orderEndpoints.invoice,
    async (request) => done(await saveInvoice(app, currentMember(request), request.body)),
    { preValidation: rejectUnknownFields(OrderInvoiceBody) },
  );
  route(app, orderEndpoints.submit, async (request) =>
    done(await submitOrder(app, currentMember(request), request.params.id)),
  );
  route(
    app,
    orderEndpoints.progress,
    async (request) => done(await updateProgress(app, currentMember(request), request.body)),
    { preValidation: rejectUnknownFields(OrderProgressBody) },
  );
  route(app, orderEndpoints.receive, async (request) =>
    done(await receivePayment(app, currentMember(request), request.params.instalmentId)),
  );
}
