import { haiguanApi } from '@portal/api-client';
import type { EndpointBody } from '@portal/contracts/endpoints';
import { priceEndpoints } from '@portal/contracts/endpoints/prices';
import type {
  CommodityPrice as CommodityPriceSchema,
  PriceHistory as PriceHistorySchema,
  PriceList as PriceListSchema,
  PriceObservation,
  Static,
} from '@portal/contracts/schemas';

/** Shapes of the prices API (docs/prices-and-pavilions.md). Prices are exact decimal strings. */
export type Observation = Static<typeof PriceObservation>;
export type CommodityPrice = Static<typeof CommodityPriceSchema>;
export type PriceList = Static<typeof PriceListSchema>;
export type PriceHistory = Static<typeof PriceHistorySchema>;

/** The source the demo's sample figures carry. */
export const SAMPLE_SOURCE = 'sample';

/** `GET api/prices` → every commodity (or a pavilion's) with its latest observation. */
export async function getPrices(pavilion?: string): Promise<PriceList> {
  const answer = await haiguanApi.call(
    priceEndpoints.list,
    { query: pavilion ? { pavilion } : {} },
    { silent: true },
  );
  return answer.data;
}

/** `GET api/prices/:code/history` → the observations, oldest first. */
export async function getPriceHistory(code: string): Promise<PriceHistory> {
  const answer = await haiguanApi.call(
    priceEndpoints.history,
    { params: { code } },
    { silent: true },
  );
  return answer.data;
}

export type PriceEntry = EndpointBody<typeof priceEndpoints.enter>;

/** `POST api/operator/prices` (platform:price:manage). Silent: the form shows the message. */
export async function enterPrice(entry: PriceEntry): Promise<string> {
  const answer = await haiguanApi.call(priceEndpoints.enter, { body: entry }, { silent: true });
  return answer.msg;
}

/** `POST api/operator/prices/import`: a CSV file's text, all or nothing. */
export async function importPriceFile(fileName: string, csv: string): Promise<string> {
  const answer = await haiguanApi.call(
    priceEndpoints.import,
    { body: { fileName, csv } },
    { silent: true },
  );
  return answer.msg;
}
