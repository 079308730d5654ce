import { haiguanApi } from '@portal/api-client';

export interface EnteredRate {
  currency: string;
  perCny: number;
  rateDate: string;
  source: string;
  updateTime: string;
}

export interface RateInput {
  source: string;
  rates: { currency: string; perCny: number; rateDate: string }[];
}

/** `GET api/exchange/rates` → the rates as the platform's operators entered them. */
export async function fetchEnteredRates(): Promise<EnteredRate[]> {
  const answer = await haiguanApi.get<{ rates: EnteredRate[] }>('/api/exchange/rates', undefined, {
    silent: true,
  });
  return answer.data?.rates ?? [];
}

/** `PUT api/operator/exchange/rates`; resolves with the server's message. */
export async function saveRates(input: RateInput): Promise<string> {
  return (await haiguanApi.put('/api/operator/exchange/rates', input, { silent: true })).msg;
}
