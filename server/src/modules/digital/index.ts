import type { FastifyPluginAsync } from 'fastify';
import { digitalRoutes } from './routes';

/** Digital-transformation products: the public catalogue and companies' orders of them. */
const digitalModule: FastifyPluginAsync = async (app) => {
  digitalRoutes(app);
};

export default digitalModule;
