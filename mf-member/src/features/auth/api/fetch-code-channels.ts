import useSWR from 'swr';
import { haiguanApi } from '@portal/api-client';
import type { EndpointAnswer } from '@portal/contracts/endpoints';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';

/** Whether codes can be sent by SMS and by e-mail. */
export type CodeChannels = EndpointAnswer<typeof accountsEndpoints.codeChannels>['data'];

/**
 * A channel that reaches no one (a production server without an
 * SMS gateway or SMTP) answers false, and the server refuses codes on it.
 */
export async function fetchCodeChannels(): Promise<CodeChannels> {
  return (await haiguanApi.call(accountsEndpoints.codeChannels, {}, { silent: true })).data;
}

/**
 * The channels to offer: undefined while the answer is awaited (so none flashes and disappears),
 * both if it fails (the server still refuses a dead channel, with its own message).
 */
export function useCodeChannels(): CodeChannels | undefined {
  const { data, error } = useSWR('loginApi/codeChannels', fetchCodeChannels, {
    revalidateOnFocus: false,
  });
  if (data) return data;
  return error ? { sms: true, email: true } : undefined;
}
