import type { FastifyInstance } from 'fastify';
import { cartEndpoints } from '@portal/contracts/endpoints/cart';
import { CartAddBody, CartEditBody, OrderPlaceBody } from '@portal/contracts/schemas';
import { currentMember } from '../../platform/auth/plugin';
import { route } from '../../platform/http/endpoint';
import { requestLanguage } from '../../platform/language/language';
import { BusinessError, ok, rejectUnknownFields } from '../../platform/http/envelope';
import { ADDED_MSG, NOTHING_TICKED_MSG, REMOVED_MSG } from './messages';
import { addToCart, cartOf, editCartItem, placeFromCart, removeCartItem } from './service';

/**
 * The cart (docs/trade-orders.md "Cart"): items belong to the member who added them; another
 * member's item answers like a missing one. Placing orders from it is here too.
 */
export function cartRoutes(app: FastifyInstance): void {
  route(app, cartEndpoints.list, async (request) => {
    // Product images are linked under the API base the cart was asked through.
    const apiBase = request.url.replace(/\/shoppingCart\/.*$/, '');
    const reader = requestLanguage(request.headers['accept-language']);
    return ok(
      await cartOf(app.db, currentMember(request), request.query.memberId, apiBase, reader),
    );
  });

  route(
    app,
    cartEndpoints.add,
    async (request) =>
      ok({ id: await addToCart(app, currentMember(request), request.body) }, ADDED_MSG),
    { preValidation: rejectUnknownFields(CartAddBody) },
  );

  route(
    app,
    cartEndpoints.edit,
    async (request) => {
      await editCartItem(app, currentMember(request), request.body);
      return ok(null);
    },
    { preValidation: rejectUnknownFields(CartEditBody) },
  );

  route(app, cartEndpoints.remove, async (request) => {
    await removeCartItem(app.db, currentMember(request), request.params.id);
    return ok(null, REMOVED_MSG);
  });

  route(app, cartEndpoints.placeOne, async (request) =>
    ok({ orderIds: await placeFromCart(app, currentMember(request), [request.params.id]) }),
  );

  route(
    app,
    cartEndpoints.place,
    async (request) => {
      const ids = request.body.ids ?? [];
      if (ids.length === 0) throw new BusinessError(400, NOTHING_TICKED_MSG);
      return ok({ orderIds: await placeFromCart(app, currentMember(request), ids) });
    },
    { preValidation: rejectUnknownFields(OrderPlaceBody) },
  );
}
