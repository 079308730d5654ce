import type { FastifyPluginAsync } from 'fastify';
import { notificationRoutes } from './routes';

/**
 * System notifications: `notify` (service.ts) stores them, the outbox (outbox.ts, registered by
 * the app) pushes them live, and the message centre reads them here.
 */
const notificationsModule: FastifyPluginAsync = async (app) => {
  notificationRoutes(app);
};

export default notificationsModule;
