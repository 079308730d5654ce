import { Type } from 'typebox';
import {
  CartAddBody,
  CartAdded,
  CartEditBody,
  CartGroup,
  CartItemIdParams,
  CartListQuery,
} from '../schemas/cart';
import { Envelope } from '../schemas/common';
import { OrderPlaceBody, PlacedOrders } from '../schemas/orders';
import { endpoint } from './define';

/**
 * The cart (docs/trade-orders.md "Cart"): a signed-in member's own items, grouped by seller, and
 * placing orders from them (one per seller).
 */
export const cartEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/shoppingCart/ownList',
    summary: "The caller's cart items grouped by seller",
    tags: ['cart'],
    access: 'member',
    query: CartListQuery,
    response: Envelope(Type.Array(CartGroup)),
  }),
  add: endpoint({
    method: 'POST',
    path: '/shoppingCart',
    summary: 'Add a published product of another company at its listed price',
    tags: ['cart'],
    access: 'member',
    body: CartAddBody,
    response: Envelope(CartAdded),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/shoppingCart',
    summary: 'Set the unit price incl. tax and the quantity of a cart item',
    tags: ['cart'],
    access: 'member',
    body: CartEditBody,
    response: Envelope(Type.Null()),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/shoppingCart/:id',
    summary: 'Remove a cart item',
    tags: ['cart'],
    access: 'member',
    params: CartItemIdParams,
    response: Envelope(Type.Null()),
  }),
  placeOne: endpoint({
    method: 'POST',
    path: '/shoppingCart/order/:id',
    summary: 'Place the order for one cart item',
    tags: ['cart'],
    access: 'member',
    params: CartItemIdParams,
    response: Envelope(PlacedOrders),
  }),
  /** Served by the cart: it is the cart's items that become orders. */
  place: endpoint({
    method: 'POST',
    path: '/minor/order/place',
    summary: 'Place orders from ticked cart items: one order per seller',
    tags: ['order'],
    access: 'member',
    body: OrderPlaceBody,
    response: Envelope(PlacedOrders),
  }),
};
