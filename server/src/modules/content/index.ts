import type { FastifyPluginAsync } from 'fastify';
import { contentRoutes, operatorContentRoutes } from './routes';

/**
 * The portal's editorial pages: cases and service pages, their contact form and the operators'
 * editing. The contact form is limited like the code entry (`codeEntryRateLimit` per minute and IP).
 */
const contentModule: FastifyPluginAsync<{ codeEntryRateLimit: number }> = async (app, options) => {
  contentRoutes(app, { contactRateLimit: options.codeEntryRateLimit });
  operatorContentRoutes(app);
};

export default contentModule;
