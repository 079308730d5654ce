import { haiguanApi } from '@portal/api-client';
import type { Static, WorkbenchSummary as SummarySchema } from '@portal/contracts/schemas';
import { workbenchEndpoints } from '@portal/contracts/endpoints/workbench';
import useSWR from 'swr';

export type WorkbenchSummary = Static<typeof SummarySchema>;

/** What needs the member's company now. */
export async function fetchSummary(): Promise<WorkbenchSummary> {
  const answer = await haiguanApi.call(workbenchEndpoints.summary, {}, { silent: true });
  return answer.data;
}

/** The summary, asked for again whenever the workbench home is shown. */
export function useWorkbenchSummary(enabled: boolean) {
  return useSWR(enabled ? 'workbench-summary' : null, fetchSummary);
}
