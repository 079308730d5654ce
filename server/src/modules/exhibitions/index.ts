import type { FastifyPluginAsync } from 'fastify';
import { exhibitionRoutes } from './routes';

/** The online exhibitions: the public list, companies' registrations and the platform's review. */
const exhibitionsModule: FastifyPluginAsync = async (app) => {
  exhibitionRoutes(app);
};

export default exhibitionsModule;
