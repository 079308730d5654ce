import { haiguanApi } from '@portal/api-client';
import type { EndpointBody } from '@portal/contracts/endpoints';
import { companiesEndpoints } from '@portal/contracts/endpoints/companies';

export type MemberInfoInput = EndpointBody<typeof companiesEndpoints.updateMemberInfo>;

/** Saves the member's name or avatar; the e-mail changes through change-email.ts. */
export async function updateMemberInfo(input: MemberInfoInput): Promise<string> {
  return (await haiguanApi.call(companiesEndpoints.updateMemberInfo, { body: input })).msg;
}
