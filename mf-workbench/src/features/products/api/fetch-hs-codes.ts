import { haiguanApi } from '@portal/api-client';
import type { HsEntry } from './product';

/**
 * `GET api/hs/codes`: chapters (no argument), the children of a chapter or heading
 * (`{parent}`), or up to 50 codes matching a code prefix or words (`{q}`).
 */
export async function fetchHsCodes(
  query: { parent?: string; q?: string } = {},
): Promise<HsEntry[]> {
  const answer = await haiguanApi.get<HsEntry[]>('/api/hs/codes', query, { silent: true });
  return answer.data ?? [];
}
