/** The enterprise's ordered trees (docs/supply.md, "Catalogue trees"). */
export type CatalogueKind = 'industryCity' | 'industryType' | 'productType';

export interface CatalogueNode {
  id: number;
  parentId: number | null;
  name: string;
  sort: number;
  disabled: boolean;
  productCount: number;
}

export const CATALOGUE_KINDS: readonly CatalogueKind[] = [
  'industryCity',
  'industryType',
  'productType',
];
