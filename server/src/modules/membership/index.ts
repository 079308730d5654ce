import type { FastifyPluginAsync } from 'fastify';
import { membershipRoutes } from './routes';

/** The membership centre and the operators' activation queue (spec §6). */
const membershipModule: FastifyPluginAsync = async (app) => {
  membershipRoutes(app);
};

export default membershipModule;
