import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes, type AccountRouteOptions } from './routes';

/** Signing in and out, registration, passwords and the e-mail change (docs/security.md). */
const accountsModule: FastifyPluginAsync<AccountRouteOptions> = async (app, options) => {
  accountRoutes(app, options);
};

export default accountsModule;
