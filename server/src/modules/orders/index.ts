import type { FastifyPluginAsync } from 'fastify';
import type { ReviewCounts } from './review-counts';
import { orderActionRoutes, orderReadRoutes } from './routes';

export interface OrderModuleOptions {
  /** The reviewers' list counts, one memory for both API prefixes (review-counts.ts). */
  reviewCounts: ReviewCounts;
}

/** Trade orders (docs/trade-orders.md): reads, the trade actions, and the supplement. */
const ordersModule: FastifyPluginAsync<OrderModuleOptions> = async (app, { reviewCounts }) => {
  // A submission, resubmission, decision or deletion changes what reviewers count.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET') reviewCounts.forget();
  });
  orderReadRoutes(app, reviewCounts);
  orderActionRoutes(app);
};

export default ordersModule;
