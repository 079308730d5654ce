import type { FastifyPluginAsync } from 'fastify';
import { pavilionRoutes } from './routes';

/** The themed pavilions: tea, Macau, Shandong (docs/prices-and-pavilions.md). */
const pavilionsModule: FastifyPluginAsync = async (app) => {
  pavilionRoutes(app);
};

export default pavilionsModule;
