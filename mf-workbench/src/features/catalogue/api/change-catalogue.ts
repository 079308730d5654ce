import { haiguanApi } from '@portal/api-client';
import type {
  CatalogueCreateBody,
  CatalogueCreated,
  CatalogueMoveBody,
  CatalogueUpdateBody,
  Static,
} from '@portal/contracts/schemas';
import type { CatalogueKind } from './catalogue';

// Each change answers with the server's message; refusals (a name in use, an entry products
// use …) reject with it and the client shows it.

/** `POST api/catalogue/:kind {name, parentId}`. */
export async function addCatalogueEntry(
  kind: CatalogueKind,
  name: string,
  parentId: number | null,
) {
  const body: Static<typeof CatalogueCreateBody> = { name, parentId };
  const answer = await haiguanApi.post<Static<typeof CatalogueCreated>>(
    `/api/catalogue/${kind}`,
    body,
  );
  return answer.data!.id;
}

/** `PUT api/catalogue/:kind/:id {name?, disabled?}`. */
export async function updateCatalogueEntry(
  kind: CatalogueKind,
  id: number,
  change: Static<typeof CatalogueUpdateBody>,
) {
  await haiguanApi.put(`/api/catalogue/${kind}/${id}`, change);
}

/** `PUT api/catalogue/:kind/:id/move {direction}`: swaps with the neighbouring sibling. */
export async function moveCatalogueEntry(
  kind: CatalogueKind,
  id: number,
  direction: 'up' | 'down',
) {
  const body: Static<typeof CatalogueMoveBody> = { direction };
  await haiguanApi.put(`/api/catalogue/${kind}/${id}/move`, body);
}

/** `DELETE api/catalogue/:kind/:id`. */
export async function deleteCatalogueEntry(kind: CatalogueKind, id: number) {
  await haiguanApi.del(`/api/catalogue/${kind}/${id}`);
}

/** `PUT api/catalogue/:kind/:id/move {position}`: to a 0-based place among its siblings. */
export async function placeCatalogueEntry(kind: CatalogueKind, id: number, position: number) {
  const body: Static<typeof CatalogueMoveBody> = { position };
  await haiguanApi.put(`/api/catalogue/${kind}/${id}/move`, body);
}
