import { haiguanApi } from '@portal/api-client';
import { demandEndpoints } from '@portal/contracts/endpoints/demand';
import type { DemandCreated, Static } from '@portal/contracts/schemas';
import type { DemandDetail, MyQuote, QuoteBody, QuoteQuota } from './demand';

/** A public demand without the buyer's private contact. */
export async function getDemand(id: number): Promise<DemandDetail> {
  const answer = await haiguanApi.call(
    demandEndpoints.publicDemand,
    { params: { id } },
    { silent: true },
  );
  return answer.data;
}

/** The signed-in company's quote on the demand, or null. */
export async function getMyQuote(demandId: number): Promise<MyQuote | null> {
  const answer = await haiguanApi.call(
    demandEndpoints.myQuote,
    { params: { id: demandId } },
    { silent: true },
  );
  return answer.data ?? null;
}

/** Quotes sent this month against the membership tier's allowance. */
export async function getQuoteQuota(): Promise<QuoteQuota> {
  return (await haiguanApi.call(demandEndpoints.quoteQuota, {}, { silent: true })).data;
}

/** Sends a quote. Silent: the form shows the server's message itself. */
export async function sendQuote(
  demandId: number,
  body: QuoteBody,
): Promise<Static<typeof DemandCreated>> {
  const answer = await haiguanApi.call(
    demandEndpoints.sendQuote,
    { params: { id: demandId }, body },
    { silent: true },
  );
  return answer.data;
}

/** The one revision allowed while the quote is still open. */
export async function reviseQuote(quoteId: number, body: QuoteBody): Promise<void> {
  await haiguanApi.call(
    demandEndpoints.reviseQuote,
    { params: { id: quoteId }, body },
    { silent: true },
  );
}
