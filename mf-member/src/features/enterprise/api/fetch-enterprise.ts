import { haiguanApi } from '@portal/api-client';
import { enterpriseEndpoints } from '@portal/contracts/endpoints/enterprise';
import type {
  Enterprise as EnterpriseSchema,
  EnterpriseProduct as EnterpriseProductSchema,
  Static,
} from '@portal/contracts/schemas';

/** A published product; `price` null: price on request (面议); `imageUrl` a public URL or null. */
export type EnterpriseProduct = Static<typeof EnterpriseProductSchema>;

/** `logo` is a public URL (a plain <img> loads it); `contactId` is whom "contact this company" chats with. */
export type Enterprise = Static<typeof EnterpriseSchema>;

/** `GET api/enterprise/{id}` (public) → the company's public page (404 '企业不存在'). */
export async function fetchEnterprise(id: number): Promise<Enterprise> {
  // A missing company is shown as the page's own 404 state, not as a notice on top of it.
  const answer = await haiguanApi.call(
    enterpriseEndpoints.page,
    { params: { id } },
    { silent: true },
  );
  if (!answer.data) throw new Error('enterprise answered without data');
  return answer.data;
}
