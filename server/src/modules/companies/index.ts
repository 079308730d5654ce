import type { FastifyPluginAsync } from 'fastify';
import { companyRoutes, memberRoutes } from './routes';

/** The signed-in member and their company: profile, verification and its review (spec §4). */
const companiesModule: FastifyPluginAsync = async (app) => {
  memberRoutes(app);
  companyRoutes(app);
};

export default companiesModule;
