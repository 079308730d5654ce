import { haiguanApi } from '@portal/api-client';
import type { Static, TranslationStatus } from '@portal/contracts/schemas';

/**
 * `GET api/translation/status` → whether the platform has a machine-translation service; the
 * editor offers to pre-fill missing languages only then.
 */
export async function fetchTranslationStatus(): Promise<boolean> {
  const answer = await haiguanApi.get<Static<typeof TranslationStatus>>('/api/translation/status', {
    silent: true,
  });
  return answer.data?.enabled ?? false;
}
