import type { FastifyPluginAsync } from 'fastify';
import { operatorPriceRoutes, priceRoutes } from './routes';

/** Commodity prices: the public list and history, and the operator's entries and imports. */
const pricesModule: FastifyPluginAsync = async (app) => {
  priceRoutes(app);
  operatorPriceRoutes(app);
};

export default pricesModule;
