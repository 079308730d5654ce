/**
 * The enterprise's ordered trees (docs/supply.md, "Catalogue trees"), typed by the schemas the
 * server validates with (`import type` only: the schemas entry would put TypeBox into the bundle).
 */
import type {
  CatalogueKind as CatalogueKindSchema,
  CatalogueNode as CatalogueNodeSchema,
  Static,
} from '@portal/contracts/schemas';

export type CatalogueKind = Static<typeof CatalogueKindSchema>;
export type CatalogueNode = Static<typeof CatalogueNodeSchema>;

export const CATALOGUE_KINDS: readonly CatalogueKind[] = [
  'industryCity',
  'industryType',
  'productType',
];
