import type { FastifyInstance } from 'fastify';
import { workbenchEndpoints } from '@portal/contracts/endpoints/workbench';
import { route } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { currentMember } from '../../platform/auth/plugin';
import { workbenchSummary } from './service';

/** The workbench home's counts, for the signed-in member's company (docs/workbench.md). */
export function workbenchRoutes(app: FastifyInstance): void {
  route(app, workbenchEndpoints.summary, async (request) =>
    ok(await workbenchSummary(app.db, currentMember(request), app.now())),
  );
}
