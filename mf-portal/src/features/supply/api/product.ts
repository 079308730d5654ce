/** Shapes of the public supply API (docs/supply.md, "Public"). */
export interface ProductCard {
  id: number;
  name: string;
  spec: string | null;
  brand: string | null;
  hsCode: string | null;
  /** null: price on request ('面议'). */
  price: string | null;
  currency: string;
  unit: string;
  origin: string | null;
  originCountry: string | null;
  imageUrl: string | null;
  publishedAt: string;
  company: { id: number; name: string; country: string | null; verified: boolean; roleKey: string };
}

export interface ProductDetail extends ProductCard {
  productCode: string;
  hsDescription: string | null;
  chapterNameZh: string | null;
  chapterNamePt: string | null;
  description: string | null;
  industryType: string | null;
  category: string | null;
  images: string[];
  video: string | null;
  receiverId: number | null;
  related: ProductCard[];
}

/** 0 pending publish, 1 published, 2 disabled (docs/supply.md). */
export type ProductStatus = 0 | 1 | 2;

/**
 * `GET product/preview/:id`: the owner's product in any state, as buyers will see it; its images
 * and video are upload urls, read with the token.
 */
export interface ProductPreview extends ProductDetail {
  status: ProductStatus;
}

export type ProductSort = 'newest' | 'priceAsc' | 'priceDesc' | 'relevance';

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
  page: number;
}

export interface EnterpriseCard {
  id: number;
  name: string;
  shortName: string | null;
  country: string | null;
  city: string | null;
  industry: string | null;
  scope: string | null;
  verified: boolean;
  roleKey: string;
  productCount: number;
}
