import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import orderActionRoutes from './actions';
import orderReadRoutes from './read';
import orderSupplementRoutes from './supplement';

/** Trade orders (docs/trade-orders.md): reads, the trade actions, and the supplement. */
const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(orderReadRoutes);
  await app.register(orderActionRoutes);
  await app.register(orderSupplementRoutes);
};

export default orderRoutes;
