import { haiguanApi } from '@portal/api-client';
import type { EndpointBody } from '@portal/contracts/endpoints';
import { exchangeRateEndpoints } from '@portal/contracts/endpoints/exchange-rates';
import type { EnteredExchangeRate, Static } from '@portal/contracts/schemas';

export type EnteredRate = Static<typeof EnteredExchangeRate>;
export type RateInput = EndpointBody<typeof exchangeRateEndpoints.enter>;

/** `GET api/exchange/rates` → the rates as the platform's operators entered them. */
export async function fetchEnteredRates(): Promise<EnteredRate[]> {
  const answer = await haiguanApi.call(exchangeRateEndpoints.rates, {}, { silent: true });
  return answer.data?.rates ?? [];
}

/** `PUT api/operator/exchange/rates`; resolves with the server's message. */
export async function saveRates(input: RateInput): Promise<string> {
  const answer = await haiguanApi.call(
    exchangeRateEndpoints.enter,
    { body: input },
    { silent: true },
  );
  return answer.msg;
}
