import type { FastifyPluginAsync } from 'fastify';
import { statisticsRoutes } from './routes';

/**
 * Trade statistics and platform figures: the UN Comtrade series behind the home page, the
 * statistics page and the globe, and the platform's counts behind the wall display. Kept apart
 * from the `portal` module (news and the HS chapters' names) because these answers share their
 * caches and their source; each registration of the module (one per API base) has its own.
 */
const statisticsModule: FastifyPluginAsync = async (app) => {
  statisticsRoutes(app);
};

export default statisticsModule;
