import { Type } from 'typebox';
import { ChatMessage } from './chat';
import { PRODUCT_LIMITS } from '../limits';
import { companyIdentityProperties } from './company-identity';
import {
  ListingLanguage,
  ProductTranslations,
  listingLanguageProperties,
  shownLanguageProperties,
} from './listing-texts';
import { INCOTERMS, MAX_PRICE_TIERS, type Incoterm } from '../trade-terms';
import { Nullable, OptionalText, PageEnvelope, PageQuery, SerialId } from './common';

/**
 * Shapes of the product routes (docs/supply.md): the company's own products and the public
 * supply.
 */

const PRODUCT_BATCH_LIMIT = 100;

/** The table's check allows no other status, so the type names the three. */
export const ProductStatus = Type.Unsafe<0 | 1 | 2>(
  Type.Integer({ description: '0 pending publish, 1 published, 2 disabled' }),
);

export const ProductIdParams = Type.Object({ id: SerialId });

export const OwnProductQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
    categoryId: Type.Optional(SerialId),
    hsChapter: Type.Optional(Type.String({ pattern: '^\\d{2}$' })),
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
  }),
]);

export const OwnProductRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  productCode: Type.String(),
  hsCode: Nullable(Type.String()),
  spec: Nullable(Type.String()),
  brand: Nullable(Type.String()),
  price: Nullable(Type.String({ description: "null: price on request ('面议')" })),
  currency: Type.String(),
  unit: Type.String(),
  categoryId: Nullable(Type.Integer()),
  categoryName: Nullable(Type.String()),
  imageUrl: Nullable(
    Type.String({ description: 'first image (an upload url: fetch with the token)' }),
  ),
  status: ProductStatus,
  createTime: Type.String({ format: 'date-time' }),
});

export const OwnProductMedia = Type.Object({
  fileId: Type.Integer(),
  kind: Type.Union([Type.Literal('image'), Type.Literal('video')]),
  url: Type.String({ description: 'upload url (fetch with the token)' }),
});

/** A quantity price tier (trade-terms.ts `PriceTier`): decimals as strings. */
export const PriceTierShape = Type.Object(
  {
    minQuantity: Type.String({ maxLength: 20, description: 'from this quantity up, in the unit' }),
    price: Type.String({ maxLength: 20, description: "per unit, in the product's currency" }),
  },
  { additionalProperties: false },
);

export const IncotermShape = Type.Unsafe<Incoterm>(Type.String({ enum: [...INCOTERMS] }));

/** What a buyer filters a product by (issue #34), as its author reads them back. */
export const productTradeTermProperties = {
  minOrderQuantity: Nullable(Type.String({ description: 'in the unit; null: none said' })),
  priceTiers: Type.Array(PriceTierShape, { description: 'ascending quantities; empty: one price' }),
  leadTimeDays: Nullable(Type.Integer()),
  incoterm: Nullable(IncotermShape),
  incotermPlace: Nullable(Type.String({ description: 'the named place (port) of the rule' })),
  packaging: Nullable(Type.String()),
  sampleAvailable: Type.Boolean(),
};

export const OwnProductDetail = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  productCode: Type.String(),
  hsCode: Nullable(Type.String()),
  hsDescription: Nullable(Type.String()),
  chapterNameZh: Nullable(Type.String()),
  chapterNamePt: Nullable(Type.String()),
  spec: Nullable(Type.String()),
  brand: Nullable(Type.String()),
  origin: Nullable(Type.String()),
  originCountry: Nullable(Type.String()),
  price: Nullable(Type.String()),
  currency: Type.String(),
  unit: Type.String(),
  industryCityId: Nullable(Type.Integer()),
  industryTypeId: Nullable(Type.Integer()),
  categoryId: Nullable(Type.Integer()),
  industryCityName: Nullable(Type.String()),
  industryTypeName: Nullable(Type.String()),
  categoryName: Nullable(Type.String()),
  receiverId: Nullable(Type.Integer()),
  receiverName: Nullable(Type.String()),
  description: Nullable(Type.String()),
  ...listingLanguageProperties('product'),
  missingLanguages: Type.Array(ListingLanguage, {
    description: 'languages other than the original with no text yet',
  }),
  ...productTradeTermProperties,
  media: Type.Array(OwnProductMedia),
  status: ProductStatus,
  createTime: Type.String({ format: 'date-time' }),
});

export const ProductCreated = Type.Object({ id: Type.Integer() });

export const ProductBatchBody = Type.Object(
  { ids: Type.Array(SerialId, { minItems: 1, maxItems: PRODUCT_BATCH_LIMIT }) },
  { additionalProperties: false },
);

export const ProductBatchResult = Type.Object({ count: Type.Integer() });

export const ProductQuota = Type.Object({
  used: Type.Integer(),
  quota: Type.Integer(),
  roleKey: Type.String(),
});

/** Who may receive inquiries: an enabled member of the company. */
export const ProductReceiver = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  mainAccount: Type.Boolean(),
});

/** A published product as a card: a search hit, a related product, a pavilion's product. */
export const ProductSearchHit = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  spec: Nullable(Type.String()),
  brand: Nullable(Type.String()),
  hsCode: Nullable(Type.String()),
  price: Nullable(Type.String({ description: "null: price on request ('面议')" })),
  currency: Type.String(),
  unit: Type.String(),
  origin: Nullable(Type.String()),
  originCountry: Nullable(Type.String()),
  imageUrl: Nullable(
    Type.String({ description: 'first image: public url (in a preview, its upload url)' }),
  ),
  publishedAt: Type.String({ format: 'date-time' }),
  company: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    country: Nullable(Type.String()),
    verified: Type.Boolean(),
    roleKey: Type.String(),
  }),
  // Of the name: the reader's language, else the original's.
  ...shownLanguageProperties,
  ...productTradeTermProperties,
});

/**
 * An HS code's name at one level as the reader is shown it (docs/statistics.md): in their
 * language where a published nomenclature names it, else in English (`language: 'en'`).
 */
export const HsLevelName = Type.Object({
  code: Type.String({ description: '2, 4 or 6 digits' }),
  name: Type.String(),
  language: ListingLanguage,
});

/** A product as buyers see it on its page. */
export const ProductPage = Type.Intersect([
  ProductSearchHit,
  Type.Object({
    productCode: Type.String(),
    hsNames: Type.Array(HsLevelName, {
      description: 'the chapter, heading and subheading of hsCode, in that order',
    }),
    // In the hit's textLanguage, chosen with the name.
    description: Nullable(Type.String()),
    industryType: Nullable(Type.String()),
    category: Nullable(Type.String()),
    images: Type.Array(Type.String()),
    video: Nullable(Type.String()),
    receiverId: Nullable(Type.Integer({ description: 'whom "contact supplier" chats with' })),
    related: Type.Array(ProductSearchHit),
  }),
]);

/** The owner's preview of a product in any state: its page (media as upload urls) and status. */
export const ProductPreview = Type.Intersect([ProductPage, Type.Object({ status: ProductStatus })]);

export const ProductMediaParams = Type.Object({ id: SerialId, fileId: SerialId });

export const ProductSearchQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    hsCode: Type.Optional(Type.String({ pattern: '^\\d{1,6}$' })),
    industry: Type.Optional(Type.String({ maxLength: 50 })),
    originCountry: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
    currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
    priceMin: Type.Optional(Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,2})?$' })),
    priceMax: Type.Optional(Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,2})?$' })),
    companyId: Type.Optional(SerialId),
    incoterm: Type.Optional(IncotermShape),
    sampleAvailable: Type.Optional(
      Type.Boolean({ description: 'true: only products that offer samples' }),
    ),
    moqMax: Type.Optional(
      Type.String({
        pattern: '^\\d{1,10}(\\.\\d{1,3})?$',
        description: 'minimum order quantity at most this (products stating none included)',
      }),
    ),
    leadTimeMax: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 365, description: 'lead time in days at most this' }),
    ),
    sort: Type.Optional(
      Type.Union([
        Type.Literal('newest'),
        Type.Literal('priceAsc'),
        Type.Literal('priceDesc'),
        Type.Literal('relevance'),
      ]),
    ),
  }),
]);

/** A page of the search; past the first walk's matches the total is an estimate (docs/supply.md). */
export const ProductSearchPage = Type.Object({
  ...PageEnvelope(ProductSearchHit).properties,
  totalEstimated: Type.Boolean({
    description: 'total is estimated to two significant digits: pages reach 1,000 matches',
  }),
});

/** Industries that have published products: the supply hall's filter choices. */
export const SupplyIndustries = Type.Array(Type.String());

export const HsCodeQuery = Type.Object({
  parent: Type.Optional(Type.String({ pattern: '^\\d{2}(\\d{2})?$' })),
  q: Type.Optional(Type.String({ maxLength: 50 })),
});

export const HsCodeEntry = Type.Object({
  code: Type.String(),
  // The table's check allows no other level.
  level: Type.Unsafe<2 | 4 | 6>(
    Type.Integer({ description: '2 chapter, 4 heading, 6 subheading' }),
  ),
  parent: Nullable(Type.String()),
  descriptionEn: Type.String(),
  descriptionPt: Nullable(
    Type.String({ description: 'the Mercosur nomenclature’s name; null where it has none' }),
  ),
  nameZh: Nullable(Type.String({ description: 'the chapter’s, at every level' })),
  namePt: Nullable(Type.String({ description: 'the chapter’s, at every level' })),
});

export const SupplyEnterpriseQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
    industry: Type.Optional(Type.String({ maxLength: 50 })),
    verified: Type.Optional(Type.Boolean()),
  }),
]);

/** A trading company in the supply hall's enterprise list. */
export const SupplyEnterpriseRow = Type.Object({
  ...companyIdentityProperties,
  scope: Nullable(Type.String()),
  /** Of the name and scope: the reader's language, or the original's (docs/listing-languages.md). */
  ...shownLanguageProperties,
  verified: Type.Boolean(),
  roleKey: Type.String(),
  productCount: Type.Integer({ description: 'published products' }),
});

const InquiryDecimal = Type.Union([Type.Number(), Type.String({ maxLength: 32 })]);

/** "Send inquiry" about a published product (issue #12). */
export const InquiryBody = Type.Object(
  {
    quantity: InquiryDecimal,
    targetPrice: Type.Optional(Nullable(InquiryDecimal)),
    currency: Type.Optional(Nullable(Type.String({ maxLength: 3 }))),
    // The server checks the lengths in code points, with the form's messages.
    destination: Type.String({ maxLength: 1000 }),
    message: Type.String({ maxLength: 4000 }),
  },
  { additionalProperties: false },
);

/** Where the inquiry landed: a chat message to the product's receiver. */
export const InquirySent = Type.Object({
  receiverId: Type.Integer({ description: 'the peer of the conversation' }),
  message: ChatMessage,
});

const nullableText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
const nullableId = Type.Optional(Nullable(SerialId));

/** What the product form sends (`POST product`, `PUT product/:id`); @portal/validators decides. */
export const ProductSaveBody = Type.Object(
  {
    name: OptionalText(PRODUCT_LIMITS.name),
    unit: OptionalText(PRODUCT_LIMITS.unit),
    hsCode: nullableText(10),
    spec: nullableText(PRODUCT_LIMITS.spec),
    brand: nullableText(PRODUCT_LIMITS.brand),
    origin: nullableText(PRODUCT_LIMITS.origin),
    originCountry: nullableText(2),
    price: Type.Optional(
      Nullable(Type.String({ maxLength: 20, description: "decimal ≥ 0; null: '面议'" })),
    ),
    currency: Type.Optional(Type.String({ maxLength: 3, description: 'dict trade_currency' })),
    productCode: nullableText(PRODUCT_LIMITS.productCode),
    industryCityId: nullableId,
    industryTypeId: nullableId,
    categoryId: nullableId,
    imageIds: Type.Optional(Type.Array(SerialId, { maxItems: 20 })),
    videoId: nullableId,
    receiverId: nullableId,
    description: nullableText(PRODUCT_LIMITS.description),
    // Omitted: a new product is in the UI's language, an edited one keeps its languages.
    originalLanguage: Type.Optional(ListingLanguage),
    // `machine: true` keeps a text marked as the translator's, not yet reviewed by its author.
    translations: Type.Optional(ProductTranslations),
    // @portal/validators decides these (messages in four languages); the bounds here only keep
    // requests small.
    minOrderQuantity: nullableText(20),
    priceTiers: Type.Optional(Type.Array(PriceTierShape, { maxItems: MAX_PRICE_TIERS * 4 })),
    leadTimeDays: Type.Optional(Nullable(Type.Integer())),
    incoterm: Type.Optional(Nullable(Type.String({ maxLength: 3, description: 'INCOTERMS' }))),
    incotermPlace: nullableText(PRODUCT_LIMITS.incotermPlace),
    packaging: nullableText(PRODUCT_LIMITS.packaging),
    sampleAvailable: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
