import { haiguanApi } from '@portal/api-client';
import { catalogueEndpoints } from '@portal/contracts/endpoints/catalogue';
import type { CatalogueKind, CatalogueNode } from './catalogue';

/** `GET api/catalogue/:kind` → the company's entries, parents first, siblings in order. */
export async function fetchCatalogue(kind: CatalogueKind): Promise<CatalogueNode[]> {
  const answer = await haiguanApi.call(catalogueEndpoints.tree, { params: { kind } });
  return answer.data ?? [];
}
