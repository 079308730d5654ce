import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import orderActionRoutes from './actions';
import orderReadRoutes, { type ReviewCounts } from './read';
import orderSupplementRoutes from './supplement';

/** Trade orders (docs/trade-orders.md): reads, the trade actions, and the supplement. */
export interface OrderRouteOptions {
  /** The reviewers' list counts, one memory for both API prefixes (read.ts). */
  reviewCounts: ReviewCounts;
}

const orderRoutes: FastifyPluginAsyncTypebox<OrderRouteOptions> = async (app, { reviewCounts }) => {
  // A submission, resubmission, decision or deletion changes what reviewers count.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET') reviewCounts.forget();
  });
  await app.register(orderReadRoutes, { reviewCounts });
  await app.register(orderActionRoutes);
  await app.register(orderSupplementRoutes);
};

export default orderRoutes;
