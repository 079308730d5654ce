import { haiguanApi } from '@portal/api-client';
import type { DemandCreated, Static } from '@portal/contracts/schemas';
import type { DemandDetail, MyQuote, QuoteBody, QuoteQuota } from './demand';

/** `GET api/demand/public/:id` → a public demand without the buyer's private contact. */
export async function getDemand(id: number): Promise<DemandDetail> {
  const answer = await haiguanApi.get<DemandDetail>(`/api/demand/public/${id}`, undefined, {
    silent: true,
  });
  return answer.data!;
}

/** `GET api/demand/:id/myQuote` → the signed-in company's quote on the demand, or null. */
export async function getMyQuote(demandId: number): Promise<MyQuote | null> {
  const answer = await haiguanApi.get<MyQuote | null>(
    `/api/demand/${demandId}/myQuote`,
    undefined,
    {
      silent: true,
    },
  );
  return answer.data ?? null;
}

/** `GET api/quote/quota` → quotes sent this month against the membership tier's allowance. */
export async function getQuoteQuota(): Promise<QuoteQuota> {
  const answer = await haiguanApi.get<QuoteQuota>('/api/quote/quota', undefined, { silent: true });
  return answer.data!;
}

/** `POST api/demand/:id/quote`. Silent: the form shows the server's message itself. */
export async function sendQuote(
  demandId: number,
  body: QuoteBody,
): Promise<Static<typeof DemandCreated>> {
  const answer = await haiguanApi.post<Static<typeof DemandCreated>>(
    `/api/demand/${demandId}/quote`,
    body,
    {
      silent: true,
    },
  );
  return answer.data!;
}

/** `PUT api/quote/:id`: the one revision allowed while the quote is still open. */
export async function reviseQuote(quoteId: number, body: QuoteBody): Promise<void> {
  await haiguanApi.put(`/api/quote/${quoteId}`, body, { silent: true });
}
