import { haiguanApi } from '@portal/api-client';

export interface Receiver {
  id: number;
  name: string;
  mainAccount: boolean;
}

/** `GET api/product/receivers` → the company's enabled members (inquiry receiver choices). */
export async function fetchReceivers(): Promise<Receiver[]> {
  const answer = await haiguanApi.get<Receiver[]>('/api/product/receivers');
  return answer.data ?? [];
}
