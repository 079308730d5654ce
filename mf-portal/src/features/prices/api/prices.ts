import { haiguanApi } from '@portal/api-client';

/** Shapes of the prices API (docs/prices-and-pavilions.md). Prices are exact decimal strings. */
export interface Observation {
  /** The observation date, yyyy-mm-dd. */
  observedOn: string;
  price: string;
  /** Who published the figure; `sample` marks the demo's sample data. */
  source: string;
}

export interface Commodity {
  code: string;
  name: string;
  description: string;
  /** A unit key of @portal/i18n (kg, l, t). */
  unit: string;
  currency: string;
  hsCode: string | null;
}

export interface CommodityPrice extends Commodity {
  latest: Observation | null;
  previous: Observation | null;
  /** latest − previous, in the commodity's currency. */
  change: string | null;
  changePercent: number | null;
}

export interface PriceList {
  lastObservedOn: string | null;
  commodities: CommodityPrice[];
}

export interface PriceHistory {
  commodity: Commodity;
  observations: Observation[];
}

/** The source the demo's sample figures carry. */
export const SAMPLE_SOURCE = 'sample';

/** `GET api/prices` → every commodity (or a pavilion's) with its latest observation. */
export async function getPrices(pavilion?: string): Promise<PriceList> {
  const answer = await haiguanApi.get<PriceList>(
    '/api/prices',
    pavilion ? { pavilion } : undefined,
    { silent: true },
  );
  return answer.data!;
}

/** `GET api/prices/:code/history` → the observations, oldest first. */
export async function getPriceHistory(code: string): Promise<PriceHistory> {
  const answer = await haiguanApi.get<PriceHistory>(
    `/api/prices/${encodeURIComponent(code)}/history`,
    undefined,
    { silent: true },
  );
  return answer.data!;
}

export interface PriceEntry {
  commodity: string;
  observedOn: string;
  price: string;
  source: string;
}

/** `POST api/operator/prices` (platform:price:manage). Silent: the form shows the message. */
export async function enterPrice(entry: PriceEntry): Promise<string> {
  const answer = await haiguanApi.post<unknown>('/api/operator/prices', entry, { silent: true });
  return answer.msg;
}

/** `POST api/operator/prices/import`: a CSV file's text, all or nothing. */
export async function importPriceFile(fileName: string, csv: string): Promise<string> {
  const answer = await haiguanApi.post<{ rows: number }>(
    '/api/operator/prices/import',
    { fileName, csv },
    { silent: true },
  );
  return answer.msg;
}
