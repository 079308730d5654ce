import { haiguanApi } from '@portal/api-client';
import { statisticsEndpoints } from '@portal/contracts/endpoints/statistics';
import type { PlatformFigures as PlatformFiguresSchema, Static } from '@portal/contracts/schemas';

/**
 * `GET api/platform/figures`: the platform's public counts, remembered a few seconds; orders by
 * status in the trade process's order, `ongoing` exhibitions on the platform's day (China time).
 */
export type PlatformFigures = Static<typeof PlatformFiguresSchema>;

export async function getPlatformFigures(): Promise<PlatformFigures> {
  const answer = await haiguanApi.call(statisticsEndpoints.platformFigures, {}, { silent: true });
  return answer.data;
}
