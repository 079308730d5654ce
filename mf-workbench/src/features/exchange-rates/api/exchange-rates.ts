import { haiguanApi } from '@portal/api-client';
import type {
  EnteredExchangeRate,
  ExchangeRates,
  ExchangeRatesBody,
  Static,
} from '@portal/contracts/schemas';

export type EnteredRate = Static<typeof EnteredExchangeRate>;
export type RateInput = Static<typeof ExchangeRatesBody>;

/** `GET api/exchange/rates` → the rates as the platform's operators entered them. */
export async function fetchEnteredRates(): Promise<EnteredRate[]> {
  const answer = await haiguanApi.get<Static<typeof ExchangeRates>>(
    '/api/exchange/rates',
    undefined,
    { silent: true },
  );
  return answer.data?.rates ?? [];
}

/** `PUT api/operator/exchange/rates`; resolves with the server's message. */
export async function saveRates(input: RateInput): Promise<string> {
  return (await haiguanApi.put('/api/operator/exchange/rates', input, { silent: true })).msg;
}
