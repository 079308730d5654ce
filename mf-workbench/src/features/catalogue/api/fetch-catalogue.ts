import { haiguanApi } from '@portal/api-client';
import type { CatalogueKind, CatalogueNode } from './catalogue';

/** `GET api/catalogue/:kind` → the company's entries, parents first, siblings in order. */
export async function fetchCatalogue(kind: CatalogueKind): Promise<CatalogueNode[]> {
  const answer = await haiguanApi.get<CatalogueNode[]>(`/api/catalogue/${kind}`);
  return answer.data ?? [];
}
