import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WorkbenchSummary } from '@portal/contracts/schemas';
import { Envelope, ok } from '../../platform/http/envelope';
import { currentMember } from '../../platform/auth/plugin';
import { workbenchSummary } from './service';

/** The workbench home's counts, for the signed-in member's company (docs/workbench.md). */
const workbenchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/workbench/summary',
    {
      schema: {
        tags: ['workbench'],
        summary: 'What needs the member’s company now: counts for the workbench home',
        response: { 200: Envelope(WorkbenchSummary) },
      },
    },
    async (request) => ok(await workbenchSummary(app.db, currentMember(request), app.now())),
  );
};

export default workbenchRoutes;
