import type { FastifyPluginAsync } from 'fastify';
import { chatRoutes } from './routes';

/** Private chat over REST; the socket side is server/src/realtime (docs/realtime.md). */
const chatModule: FastifyPluginAsync = async (app) => {
  chatRoutes(app);
};

export default chatModule;
