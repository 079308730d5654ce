import type { CatalogueNode } from './api/catalogue';

/** A product-type tree: 茶叶 (two products use it; 普洱 under it) and 茶具, disabled. */
export const teaCatalogue: CatalogueNode[] = [
  { id: 1, parentId: null, name: '茶叶', sort: 1, disabled: false, productCount: 2 },
  { id: 2, parentId: null, name: '茶具', sort: 2, disabled: true, productCount: 0 },
  { id: 3, parentId: 1, name: '普洱', sort: 1, disabled: false, productCount: 0 },
];

export const oliveOilCategory: CatalogueNode = {
  id: 7,
  parentId: null,
  name: 'Azeites',
  sort: 1,
  disabled: false,
  productCount: 1,
};
