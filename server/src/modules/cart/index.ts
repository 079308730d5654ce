import type { FastifyPluginAsync } from 'fastify';
import { cartRoutes } from './routes';

/** The cart, and placing orders from it (docs/trade-orders.md "Cart"). */
const cartModule: FastifyPluginAsync = async (app) => {
  cartRoutes(app);
};

export default cartModule;
