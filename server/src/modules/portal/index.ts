import type { FastifyPluginAsync } from 'fastify';
import { portalRoutes } from './routes';

/**
 * The public portal's news and reference lists. The trade figures the home page, the statistics
 * page, the globe and the wall display show are the `statistics` module's: one domain (the
 * imported UN Comtrade tables and the platform's counts) with its caches in one place, while
 * this module holds the editorial and reference reads that need none.
 */
const portalModule: FastifyPluginAsync = async (app) => {
  portalRoutes(app);
};

export default portalModule;
