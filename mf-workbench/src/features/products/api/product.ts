/**
 * Shapes of the product API (docs/supply.md), taken from the schemas the server validates with.
 * `import type` only: the schemas entry would put TypeBox into the bundle.
 */
import type {
  HsCodeEntry,
  OwnProductDetail,
  OwnProductMedia,
  OwnProductQuery as OwnProductQuerySchema,
  OwnProductRow as OwnProductRowSchema,
  ProductSaveBody,
  ProductStatus as ProductStatusSchema,
  Static,
} from '@portal/contracts/schemas';

/** Spec §4: 0 pending publish, 1 published, 2 disabled. */
export type ProductStatus = Static<typeof ProductStatusSchema>;

export type OwnProductRow = Static<typeof OwnProductRowSchema>;
export type ProductMedia = Static<typeof OwnProductMedia>;
export type OwnProduct = Static<typeof OwnProductDetail>;
export type OwnProductQuery = Static<typeof OwnProductQuerySchema>;
export type HsEntry = Static<typeof HsCodeEntry>;

/** What the form sends (`POST api/product`, `PUT api/product/:id`): every field, null when empty. */
export type ProductInput = Required<Static<typeof ProductSaveBody>>;
