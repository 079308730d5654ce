import { haiguanApi } from '@portal/api-client';
import { pavilionEndpoints } from '@portal/contracts/endpoints/pavilions';
import type {
  Pavilion as PavilionSchema,
  PavilionSummary as PavilionSummarySchema,
  Static,
} from '@portal/contracts/schemas';

/** Shapes of the pavilions API (docs/prices-and-pavilions.md). */
export type PavilionSummary = Static<typeof PavilionSummarySchema>;
/** Its `commodities` are the codes of the prices it shows (`GET prices?pavilion=`). */
export type Pavilion = Static<typeof PavilionSchema>;

/** `GET api/pavilions` → the themed pavilions, in order. */
export async function getPavilions(): Promise<PavilionSummary[]> {
  const answer = await haiguanApi.call(pavilionEndpoints.list, {}, { silent: true });
  return answer.data ?? [];
}

/** `GET api/pavilions/:key` → a pavilion with its featured companies and products. */
export async function getPavilion(key: string): Promise<Pavilion> {
  const answer = await haiguanApi.call(
    pavilionEndpoints.page,
    { params: { key } },
    { silent: true },
  );
  return answer.data;
}
