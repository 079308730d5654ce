import type { FastifyPluginAsync } from 'fastify';
import { staffRoutes, type StaffRouteOptions } from './routes';

/** The company's employees (spec §6). */
const staffModule: FastifyPluginAsync<StaffRouteOptions> = async (app, options) => {
  staffRoutes(app, options);
};

export default staffModule;
