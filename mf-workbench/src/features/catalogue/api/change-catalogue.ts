import { haiguanApi } from '@portal/api-client';
import type { EndpointBody } from '@portal/contracts/endpoints';
import { catalogueEndpoints } from '@portal/contracts/endpoints/catalogue';
import type { CatalogueKind } from './catalogue';

// Each change answers with the server's message; refusals (a name in use, an entry products
// use …) reject with it and the client shows it.

/** `POST api/catalogue/:kind {name, parentId}`. */
export async function addCatalogueEntry(
  kind: CatalogueKind,
  name: string,
  parentId: number | null,
) {
  const answer = await haiguanApi.call(catalogueEndpoints.add, {
    params: { kind },
    body: { name, parentId },
  });
  return answer.data.id;
}

/** `PUT api/catalogue/:kind/:id {name?, disabled?}`. */
export async function updateCatalogueEntry(
  kind: CatalogueKind,
  id: number,
  change: EndpointBody<typeof catalogueEndpoints.change>,
) {
  await haiguanApi.call(catalogueEndpoints.change, { params: { kind, id }, body: change });
}

/** `PUT api/catalogue/:kind/:id/move {direction}`: swaps with the neighbouring sibling. */
export async function moveCatalogueEntry(
  kind: CatalogueKind,
  id: number,
  direction: 'up' | 'down',
) {
  await haiguanApi.call(catalogueEndpoints.move, { params: { kind, id }, body: { direction } });
}

/** `DELETE api/catalogue/:kind/:id`. */
export async function deleteCatalogueEntry(kind: CatalogueKind, id: number) {
  await haiguanApi.call(catalogueEndpoints.remove, { params: { kind, id } });
}

/** `PUT api/catalogue/:kind/:id/move {position}`: to a 0-based place among its siblings. */
export async function placeCatalogueEntry(kind: CatalogueKind, id: number, position: number) {
  await haiguanApi.call(catalogueEndpoints.move, { params: { kind, id }, body: { position } });
}
