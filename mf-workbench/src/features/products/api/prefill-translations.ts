import { haiguanApi } from '@portal/api-client';
import type { Language } from '@portal/contracts';
import type { ListingTranslationResult, Static } from '@portal/contracts/schemas';

/**
 * `POST api/translation/listing`: the product's name and description machine-translated from its
 * original language into `to`, for the author to review (nothing is stored). Refusals (service
 * off, quota, busy) reject with the server's message.
 */
export async function prefillTranslations(
  from: Language,
  to: Language[],
  texts: { name: string; description?: string },
): Promise<Static<typeof ListingTranslationResult>['translations']> {
  const answer = await haiguanApi.post<Static<typeof ListingTranslationResult>>(
    '/api/translation/listing',
    { kind: 'product', from, to, texts },
    { silent: true },
  );
  return answer.data?.translations ?? {};
}
