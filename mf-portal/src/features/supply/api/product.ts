/**
 * Shapes of the public supply API (docs/supply.md, "Public"), taken from the schemas the server
 * validates with. `import type` only: the schemas entry would put TypeBox into the bundle.
 */
import type { Incoterm } from '@portal/contracts';
import type {
  ProductPage,
  ProductPreview as ProductPreviewSchema,
  ProductSearchHit,
  ProductSearchQuery,
  ProductStatus as ProductStatusSchema,
  Static,
  SupplyEnterpriseRow,
} from '@portal/contracts/schemas';

/** A published product as a card: a search hit, a related product, a pavilion's product. */
export type ProductCard = Static<typeof ProductSearchHit>;

export type ProductDetail = Static<typeof ProductPage>;

/** 0 pending publish, 1 published, 2 disabled (docs/supply.md). */
export type ProductStatus = Static<typeof ProductStatusSchema>;

/**
 * `GET product/preview/:id`: the owner's product in any state, as buyers will see it; its images
 * and video are upload urls, read with the token.
 */
export type ProductPreview = Static<typeof ProductPreviewSchema>;

export type ProductSort = NonNullable<Static<typeof ProductSearchQuery>['sort']>;

/** The supply tab's query, as it lives in the URL. */
export interface SupplyQuery {
  q: string;
  hs: string;
  country: string;
  industry: string;
  currency: string;
  min: string;
  max: string;
  sort: ProductSort | '';
  /** An Incoterms rule the seller quotes under, or '' for any. */
  incoterm: Incoterm | '';
  /** Only products whose seller offers samples. */
  sampleAvailable: boolean;
  /** Minimum order quantity at most this (a decimal), or ''. */
  moqMax: string;
  /** Lead time at most this many days, or ''. */
  leadTimeMax: string;
  page: number;
}

export type EnterpriseCard = Static<typeof SupplyEnterpriseRow>;
