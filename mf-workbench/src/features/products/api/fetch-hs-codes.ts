import { haiguanApi } from '@portal/api-client';
import { productEndpoints } from '@portal/contracts/endpoints/products';
import type { HsEntry } from './product';

/**
 * `GET api/hs/codes`: chapters (no argument), the children of a chapter or heading
 * (`{parent}`), or up to 50 codes matching a code prefix or words (`{q}`).
 */
export async function fetchHsCodes(
  query: { parent?: string; q?: string } = {},
): Promise<HsEntry[]> {
  const answer = await haiguanApi.call(productEndpoints.hsCodes, { query }, { silent: true });
  return answer.data ?? [];
}
