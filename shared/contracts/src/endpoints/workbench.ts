import { Envelope } from '../schemas/common';
import { WorkbenchSummary } from '../schemas/workbench';
import { endpoint } from './define';

/** The workbench home (docs/workbench.md). */
export const workbenchEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: '/workbench/summary',
    summary: 'What needs the member’s company now: counts for the workbench home',
    tags: ['workbench'],
    access: 'member',
    response: Envelope(WorkbenchSummary),
  }),
};
