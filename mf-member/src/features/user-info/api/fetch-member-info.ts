import { haiguanApi } from '@portal/api-client';
import type { EndpointAnswer } from '@portal/contracts/endpoints';
import { companiesEndpoints } from '@portal/contracts/endpoints/companies';

export type MemberInfo = EndpointAnswer<typeof companiesEndpoints.memberInfo>['data'];

/** The signed-in member's own record. */
export async function fetchMemberInfo(): Promise<MemberInfo | null> {
  return (await haiguanApi.call(companiesEndpoints.memberInfo)).data;
}
