import { haiguanApi } from '@portal/api-client';
import type { ListFilter } from '@portal/contracts';
import { demandEndpoints } from '@portal/contracts/endpoints/demand';
import { enterpriseEndpoints } from '@portal/contracts/endpoints/enterprise';
import { exchangeRateEndpoints } from '@portal/contracts/endpoints/exchange-rates';
import type {
  DemandAttachment,
  DemandBody,
  DemandQuoteTerms,
  DemandReceivedQuote,
  ExchangeRates as ExchangeRatesSchema,
  OwnDemand as OwnDemandSchema,
  OwnDemandDetail,
  SentDemandQuote,
  Static,
} from '@portal/contracts/schemas';

/** Shapes of the enterprise's demand API (docs/demand.md), from the schemas the server validates with. */
export type DemandStatus = 1 | 2 | 3;
export type QuoteStatus = 1 | 2 | 3;

export type OwnDemand = Static<typeof OwnDemandSchema>;

/**
 * Every field the form sends (the schema leaves each optional for the server's messages).
 * Designated suppliers are company ids; with `designatedOnly` the demand is visible to them only.
 */
export type DemandInput = Required<Static<typeof DemandBody>>;

/** An uploaded file as the demand API lists it; its url needs the bearer token (`fetchFile`). */
export type Attachment = Static<typeof DemandAttachment>;

export type DemandFull = Static<typeof OwnDemandDetail>;

/** What a supplier offered in one version of its quote. */
export type QuoteTerms = Static<typeof DemandQuoteTerms>;

/**
 * A quote as its buyer sees it: the current version's terms (files in the order sent), the first
 * version when the supplier revised it, and the member who quoted ("chat with supplier").
 */
export type ReceivedQuote = Static<typeof DemandReceivedQuote>;

export type SentQuote = Static<typeof SentDemandQuote>;

/**
 * Exchange rates of the trade currencies on one day: units of each currency per 1 CNY. The quote
 * comparison reads only these two fields of the answer.
 */
export type ExchangeRates = Pick<Static<typeof ExchangeRatesSchema>, 'date' | 'perCny'>;

type Page<T> = { rows: T[]; total: number };

/** What the workbench home counts among the company's demands (docs/workbench.md). */
export type OwnDemandFilter = ListFilter<'/demandRelease'>;

export async function fetchOwnDemands(
  status: DemandStatus | 0,
  filters: readonly OwnDemandFilter[],
  pageNum: number,
  pageSize = 10,
): Promise<Page<OwnDemand>> {
  const on: Partial<Record<OwnDemandFilter, true>> = {};
  for (const filter of filters) on[filter] = true;
  const answer = await haiguanApi.call(
    demandEndpoints.ownList,
    { query: { pageNum, pageSize, ...(status ? { status } : {}), ...on } },
    { silent: true },
  );
  return { rows: answer.rows, total: answer.total };
}

export async function fetchSentQuotes(pageNum: number, pageSize = 10): Promise<Page<SentQuote>> {
  const answer = await haiguanApi.call(
    demandEndpoints.sentQuotes,
    { query: { pageNum, pageSize } },
    { silent: true },
  );
  return { rows: answer.rows, total: answer.total };
}

export async function fetchDemand(id: number): Promise<DemandFull> {
  return (await haiguanApi.call(demandEndpoints.own, { params: { id } }, { silent: true })).data;
}

export async function saveDemand(id: number | null, input: DemandInput): Promise<number> {
  if (id !== null) {
    await haiguanApi.call(demandEndpoints.edit, { params: { id }, body: input }, { silent: true });
    return id;
  }
  return (await haiguanApi.call(demandEndpoints.post, { body: input }, { silent: true })).data.id;
}

export async function finishDemand(id: number): Promise<void> {
  await haiguanApi.call(demandEndpoints.finish, { params: { id } }, { silent: true });
}

export async function fetchReceivedQuotes(demandId: number): Promise<ReceivedQuote[]> {
  const answer = await haiguanApi.call(
    demandEndpoints.receivedQuotes,
    { params: { id: demandId } },
    { silent: true },
  );
  return answer.data;
}

/**
 * Opens the chat with the member who quoted: the server writes the demand card into the
 * conversation first. Resolves with the member to chat with.
 */
export async function openQuoteChat(demandId: number, quoteId: number): Promise<number> {
  const answer = await haiguanApi.call(
    demandEndpoints.openQuoteChat,
    { params: { id: demandId, quoteId } },
    { silent: true },
  );
  return answer.data.receiverId;
}

/** Confirms one quote: the server creates the trade order (pending confirmation) and answers its id. */
export async function confirmQuote(quoteId: number): Promise<number> {
  const answer = await haiguanApi.call(
    demandEndpoints.confirmQuote,
    { params: { id: quoteId } },
    { silent: true },
  );
  return answer.data.orderId;
}

export async function fetchRates(): Promise<ExchangeRates> {
  return (await haiguanApi.call(exchangeRateEndpoints.rates, {}, { silent: true })).data;
}

export async function searchCompanies(keyword: string): Promise<{ id: number; name: string }[]> {
  const answer = await haiguanApi.call(
    enterpriseEndpoints.list,
    { query: { keyword, pageNum: 1, pageSize: 20 } },
    { silent: true },
  );
  return answer.rows.map(({ id, name }) => ({ id, name }));
}
