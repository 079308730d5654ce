import type { FastifyPluginAsync } from 'fastify';
import { workbenchRoutes } from './routes';

/** The workbench home (docs/workbench.md). */
const workbenchModule: FastifyPluginAsync = async (app) => {
  workbenchRoutes(app);
};

export default workbenchModule;
