import { PERMISSIONS } from '../permissions';
import { Envelope, PageEnvelope } from '../schemas/common';
import {
  DigitalIdParams,
  DigitalOrder,
  DigitalOrderBody,
  DigitalOrderQuery,
  DigitalOrderStatusBody,
  DigitalProductCard,
  DigitalProductDetail,
  DigitalProductQuery,
} from '../schemas/digital';
import { endpoint } from './define';

const manage = { permission: PERMISSIONS.digitalManage } as const;

/**
 * The digital-transformation products and their orders (docs/digital-products.md): the public
 * catalogue, a company's orders, and the platform's handling of every company's.
 */
export const digitalEndpoints = {
  products: endpoint({
    method: 'GET',
    path: '/digital/products',
    summary: 'Enabled digital products, optionally those improving any of the dimensions',
    tags: ['digital'],
    access: 'public',
    query: DigitalProductQuery,
    response: PageEnvelope(DigitalProductCard),
  }),
  product: endpoint({
    method: 'GET',
    path: '/digital/products/:id',
    summary: 'A digital product with its plans and cases',
    tags: ['digital'],
    access: 'public',
    params: DigitalIdParams,
    response: Envelope(DigitalProductDetail),
  }),
  order: endpoint({
    method: 'POST',
    path: '/digital/orders',
    summary: "Order a plan of a digital product for the caller's company",
    tags: ['digital'],
    access: 'member',
    body: DigitalOrderBody,
    response: Envelope(DigitalOrder),
  }),
  ownOrders: endpoint({
    method: 'GET',
    path: '/digital/orders/own',
    summary: "The caller's company's digital-product orders, newest first",
    tags: ['digital'],
    access: 'member',
    query: DigitalOrderQuery,
    response: PageEnvelope(DigitalOrder),
  }),
  cancel: endpoint({
    method: 'PUT',
    path: '/digital/orders/:id/cancel',
    summary: 'Cancel an own order the platform has not accepted yet',
    tags: ['digital'],
    access: 'member',
    params: DigitalIdParams,
    response: Envelope(DigitalOrder),
  }),
  allOrders: endpoint({
    method: 'GET',
    path: '/operator/digital/orders',
    summary: `Every company's digital-product orders (${PERMISSIONS.digitalManage})`,
    tags: ['digital'],
    access: manage,
    query: DigitalOrderQuery,
    response: PageEnvelope(DigitalOrder),
  }),
  moveOrder: endpoint({
    method: 'PUT',
    path: '/operator/digital/orders/:id/status',
    summary: `Move an order on: accept, start service, complete, or cancel with a remark (${PERMISSIONS.digitalManage})`,
    tags: ['digital'],
    access: manage,
    params: DigitalIdParams,
    body: DigitalOrderStatusBody,
    response: Envelope(DigitalOrder),
  }),
};
