import { haiguanApi } from '@portal/api-client';

/** Shapes of the enterprise's demand API (docs/demand.md). */
export type DemandStatus = 1 | 2 | 3;
export type QuoteStatus = 1 | 2 | 3;

export interface OwnDemand {
  id: number;
  title: string;
  productName: string;
  hsCode: string | null;
  industry: string;
  quantity: string;
  unit: string;
  priceMin: string;
  priceMax: string;
  currency: string;
  deadline: string;
  status: DemandStatus;
  quoteCount: number;
  createTime: string;
}

export interface DemandInput {
  title: string;
  productName: string;
  hsCode: string | null;
  industry: string;
  quantity: string;
  unit: string;
  priceMin: string;
  priceMax: string;
  currency: string;
  deadline: string;
  receiverId: number | null;
  description: string;
  attachmentIds: number[];
  /** Designated suppliers (company ids); with `designatedOnly` the demand is visible to them only. */
  supplierIds: number[];
  designatedOnly: boolean;
}

/** An uploaded file as the demand API lists it (a demand's or a quote's attachment). */
export interface Attachment {
  fileId: number;
  name: string;
  /** Needs the bearer token: open it with `fetchFile`. */
  url: string;
}

export interface DemandFull extends OwnDemand, Omit<DemandInput, 'attachmentIds' | 'supplierIds'> {
  attachments: Attachment[];
  suppliers: { id: number; name: string }[];
}

/** What a supplier offered in one version of its quote. */
export interface QuoteTerms {
  unitPrice: string | null;
  totalPrice: string | null;
  quantity: string;
  currency: string;
  deliveryTerms: string;
  deliveryDate: string;
  validUntil: string;
  message: string;
  attachments: Attachment[];
}

/** A quote as its buyer sees it: the current version's terms (files in the order sent). */
export interface ReceivedQuote extends QuoteTerms {
  id: number;
  status: QuoteStatus;
  revised: boolean;
  /** The first version, kept when the supplier revised it. */
  previous: QuoteTerms | null;
  company: { id: number; name: string; country: string | null; verified: boolean };
  /** The member who quoted: "chat with supplier" opens the conversation with them. */
  contactId: number;
  createTime: string;
}

export interface SentQuote {
  id: number;
  status: QuoteStatus;
  revisionsLeft: number;
  demand: { id: number; title: string };
  unitPrice: string | null;
  totalPrice: string | null;
  quantity: string;
  unit: string;
  currency: string;
  createTime: string;
}

/** Exchange rates of the trade currencies on one day: units of each currency per 1 CNY. */
export interface ExchangeRates {
  /** The oldest rate's day; null while the operators have entered none. */
  date: string | null;
  perCny: Record<string, number>;
}

type Page<T> = { rows: T[]; total: number };

async function page<T>(url: string, params: Record<string, string | number>): Promise<Page<T>> {
  const answer = await haiguanApi.page<T>(url, params as never, { silent: true });
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}

export const fetchOwnDemands = (status: DemandStatus | 0, pageNum: number, pageSize = 10) =>
  page<OwnDemand>('/api/demand/ownList', { pageNum, pageSize, ...(status ? { status } : {}) });

export const fetchSentQuotes = (pageNum: number, pageSize = 10) =>
  page<SentQuote>('/api/quote/ownList', { pageNum, pageSize });

export async function fetchDemand(id: number): Promise<DemandFull> {
  return (await haiguanApi.get<DemandFull>(`/api/demand/${id}`, undefined, { silent: true })).data!;
}

export async function saveDemand(id: number | null, input: DemandInput): Promise<number> {
  if (id !== null) {
    await haiguanApi.put(`/api/demand/${id}`, input, { silent: true });
    return id;
  }
  return (await haiguanApi.post<{ id: number }>('/api/demand', input, { silent: true })).data!.id;
}

export async function finishDemand(id: number): Promise<void> {
  await haiguanApi.put(`/api/demand/${id}/finish`, undefined, { silent: true });
}

export async function fetchReceivedQuotes(demandId: number): Promise<ReceivedQuote[]> {
  const answer = await haiguanApi.get<ReceivedQuote[]>(
    `/api/demand/${demandId}/quotes`,
    undefined,
    {
      silent: true,
    },
  );
  return answer.data ?? [];
}

/** Confirms one quote: the server creates the trade order (pending confirmation) and answers its id. */
/**
 * Opens the chat with the member who quoted: the server writes the demand card into the
 * conversation first. Resolves with the member to chat with.
 */
export async function openQuoteChat(demandId: number, quoteId: number): Promise<number> {
  const answer = await haiguanApi.post<{ receiverId: number }>(
    `/api/demand/${demandId}/quote/${quoteId}/chat`,
    undefined,
    { silent: true },
  );
  return answer.data!.receiverId;
}

export async function confirmQuote(quoteId: number): Promise<number> {
  const answer = await haiguanApi.put<{ orderId: number }>(
    `/api/quote/${quoteId}/confirm`,
    undefined,
    {
      silent: true,
    },
  );
  return answer.data!.orderId;
}

export async function fetchRates(): Promise<ExchangeRates> {
  return (await haiguanApi.get<ExchangeRates>('/api/exchange/rates', undefined, { silent: true }))
    .data!;
}

export async function searchCompanies(keyword: string): Promise<{ id: number; name: string }[]> {
  const answer = await page<{ id: number; name: string }>('/api/enterprise/list', {
    keyword,
    pageNum: 1,
    pageSize: 20,
  });
  return answer.rows;
}
