import type { FastifyInstance, FastifyRequest } from 'fastify';
import { digitalEndpoints as endpoints } from '@portal/contracts/endpoints/digital';
import { DigitalOrderBody, DigitalOrderStatusBody } from '@portal/contracts/schemas';
import { currentMember } from '../../platform/auth/plugin';
import { route } from '../../platform/http/endpoint';
import { SUCCESS_MSG, ok, rejectUnknownFields } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import {
  cancelOrder,
  listOrders,
  listProducts,
  moveOrder,
  placeOrder,
  productDetail,
} from './service';

const languageOf = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

/**
 * The platform's catalogue of digital-transformation products and services (issue #13,
 * docs/digital-products.md), public, by the diagnosis dimensions they improve, in the request's
 * language (the diagnosis report asks for its gaps' dimensions here); and their orders: any
 * member orders for its company, sees the company's orders and may cancel one the platform has
 * not accepted yet; the platform (`*:*:*` or platform:digital:manage) sees every company's and
 * moves them on.
 */
export function digitalRoutes(app: FastifyInstance): void {
  route(app, endpoints.products, async (request) => ({
    code: 200,
    msg: SUCCESS_MSG,
    ...(await listProducts(app.db, request.query, languageOf(request))),
  }));

  route(app, endpoints.product, async (request) =>
    ok(await productDetail(app.db, request.params.id, languageOf(request))),
  );

  route(
    app,
    endpoints.order,
    async (request) => {
      const { order, message } = await placeOrder(
        app.db,
        currentMember(request),
        request.body,
        languageOf(request),
        app.now(),
      );
      return ok(order, message);
    },
    { preValidation: rejectUnknownFields(DigitalOrderBody) },
  );

  route(app, endpoints.ownOrders, async (request) => ({
    code: 200,
    msg: SUCCESS_MSG,
    ...(await listOrders(
      app.db,
      currentMember(request).companyId,
      request.query,
      languageOf(request),
    )),
  }));

  route(app, endpoints.cancel, async (request) => {
    const { order, message } = await cancelOrder(
      app.db,
      currentMember(request),
      request.params.id,
      languageOf(request),
      app.now(),
    );
    return ok(order, message);
  });

  route(app, endpoints.allOrders, async (request) => ({
    code: 200,
    msg: SUCCESS_MSG,
    ...(await listOrders(app.db, null, request.query, languageOf(request))),
  }));

  route(
    app,
    endpoints.moveOrder,
    async (request) => {
      const { order, message } = await moveOrder(
        app,
        request.params.id,
        request.body,
        languageOf(request),
      );
      return ok(order, message);
    },
    { preValidation: rejectUnknownFields(DigitalOrderStatusBody) },
  );
}
