import type { FastifyPluginAsync } from 'fastify';
import { recordsRoutes } from './routes';

/** The member's favourites and browsing history (docs/favourites-history-feedback.md). */
const recordsModule: FastifyPluginAsync = async (app) => {
  recordsRoutes(app);
};

export default recordsModule;
