import type { FastifyPluginAsync } from 'fastify';
import { demandRoutes } from './routes';

/**
 * Demands and quotes (docs/demand.md). Their scheduled expiry is `expiry-plugin.ts`, registered
 * with the app rather than under each API base path.
 */
const demandModule: FastifyPluginAsync = async (app) => {
  demandRoutes(app);
};

export default demandModule;
