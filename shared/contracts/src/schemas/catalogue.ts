import { Type } from 'typebox';
import { Nullable, SerialId } from './common';

/**
 * Shapes of the enterprise's catalogue trees (docs/supply.md, "Catalogue trees"): industry
 * cities, industry types and product categories, up to three levels each.
 */

const CATALOGUE_NAME_MAX = 50;

export const CatalogueKind = Type.Union([
  Type.Literal('industryCity'),
  Type.Literal('industryType'),
  Type.Literal('productType'),
]);

export const CatalogueKindParams = Type.Object({ kind: CatalogueKind });

export const CatalogueEntryParams = Type.Object({ kind: CatalogueKind, id: SerialId });

export const CatalogueNode = Type.Object({
  id: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  name: Type.String(),
  sort: Type.Integer(),
  disabled: Type.Boolean(),
  productCount: Type.Integer({ description: 'products that use it' }),
});

// `name` is optional so that a missing name gets the form's message ('请输入名称') rather than
// '缺少必填参数'; the length only bounds the input.
const CatalogueName = Type.Optional(Type.String({ maxLength: CATALOGUE_NAME_MAX }));

export const CatalogueCreateBody = Type.Object(
  { name: CatalogueName, parentId: Type.Optional(Nullable(SerialId)) },
  { additionalProperties: false },
);

export const CatalogueCreated = Type.Object({ id: Type.Integer() });

export const CatalogueUpdateBody = Type.Object(
  { name: CatalogueName, disabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const CatalogueMoveBody = Type.Object(
  {
    direction: Type.Optional(Type.Union([Type.Literal('up'), Type.Literal('down')])),
    position: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 10000,
        description: '0-based place among its siblings (drag and drop)',
      }),
    ),
  },
  { additionalProperties: false },
);
