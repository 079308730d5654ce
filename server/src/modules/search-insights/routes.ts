import { PERMISSIONS } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SearchInsights, SearchInsightsQuery } from '@portal/contracts/schemas';
import { Envelope, ok } from '../../platform/http/envelope';
import { requirePermission } from '../../platform/auth/permissions';
import { currentMember } from '../../platform/auth/plugin';
import { searchInsights } from './service';

/** What buyers search for, for the platform's operators (docs/search-insights.md). */
const searchInsightsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/platform/search-insights',
    {
      schema: {
        tags: ['platform'],
        summary: 'The last 7 or 30 days’ most frequent search queries and those with no result',
        querystring: SearchInsightsQuery,
        response: { 200: Envelope(SearchInsights) },
      },
    },
    async (request) => {
      requirePermission(currentMember(request), PERMISSIONS.searchInsights);
      return ok(await searchInsights(app.db, request.query, app.now()));
    },
  );
};

export default searchInsightsRoutes;
