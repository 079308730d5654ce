/** Shapes of the product API (docs/supply.md). */

/** Spec §4: 0 pending publish, 1 published, 2 disabled. */
export type ProductStatus = 0 | 1 | 2;

export interface OwnProductRow {
  id: number;
  name: string;
  productCode: string;
  hsCode: string | null;
  spec: string | null;
  brand: string | null;
  price: string | null;
  currency: string;
  unit: string;
  categoryId: number | null;
  categoryName: string | null;
  imageUrl: string | null;
  status: ProductStatus;
  createTime: string;
}

export interface ProductMedia {
  fileId: number;
  kind: 'image' | 'video';
  url: string;
}

export interface OwnProduct {
  id: number;
  name: string;
  productCode: string;
  hsCode: string | null;
  hsDescription: string | null;
  chapterNameZh: string | null;
  chapterNamePt: string | null;
  spec: string | null;
  brand: string | null;
  origin: string | null;
  originCountry: string | null;
  price: string | null;
  currency: string;
  unit: string;
  industryCityId: number | null;
  industryTypeId: number | null;
  categoryId: number | null;
  industryCityName: string | null;
  industryTypeName: string | null;
  categoryName: string | null;
  receiverId: number | null;
  receiverName: string | null;
  description: string | null;
  media: ProductMedia[];
  status: ProductStatus;
  createTime: string;
}

/** What the form sends (`POST api/product`, `PUT api/product/:id`). */
export interface ProductInput {
  name: string;
  hsCode: string;
  spec: string | null;
  brand: string | null;
  origin: string | null;
  originCountry: string | null;
  /** null: price on request ('面议'). */
  price: string | null;
  currency: string;
  unit: string;
  productCode: string | null;
  industryCityId: number | null;
  industryTypeId: number | null;
  categoryId: number | null;
  imageIds: number[];
  videoId: number | null;
  receiverId: number | null;
  description: string | null;
}

export interface OwnProductQuery {
  status?: ProductStatus;
  categoryId?: number;
  hsChapter?: string;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

export interface HsEntry {
  code: string;
  level: 2 | 4 | 6;
  parent: string | null;
  descriptionEn: string;
  nameZh: string | null;
  namePt: string | null;
}
