import { haiguanApi } from '@portal/api-client';
import type { Static, WorkbenchSummary as SummarySchema } from '@portal/contracts/schemas';
import useSWR from 'swr';

export type WorkbenchSummary = Static<typeof SummarySchema>;

/** `GET api/workbench/summary` → what needs the member's company now. */
export async function fetchSummary(): Promise<WorkbenchSummary> {
  const answer = await haiguanApi.get<WorkbenchSummary>('/api/workbench/summary', undefined, {
    silent: true,
  });
  return answer.data!;
}

/** The summary, asked for again whenever the workbench home is shown. */
export function useWorkbenchSummary(enabled: boolean) {
  return useSWR(enabled ? 'workbench-summary' : null, fetchSummary);
}
