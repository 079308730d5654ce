import type { FastifyPluginAsync } from 'fastify';
import { catalogueRoutes } from './routes';

/** The company's own catalogue trees its products are filed under (docs/supply.md). */
const catalogueModule: FastifyPluginAsync = async (app) => {
  catalogueRoutes(app);
};

export default catalogueModule;
