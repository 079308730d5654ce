import type { Incoterm, Language, PriceTier } from '@portal/contracts';
import type { ListingTranslations } from '@portal/contracts/schemas';
import {
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
  presentProductTranslations,
  validateProductForm,
  validateProductTranslations,
  validateTradeTerms,
} from '@portal/validators';
import type { DbExecutor } from '../platform/db/db';
import { BusinessError, assertValid } from '../platform/http/envelope';
import { hsSearchNames, productModelKey, productSearchText } from './product-search';
import { lockCompany } from './quotas';

export const PRODUCT_NOT_FOUND_MSG = '产品不存在';

/** Product status (spec §4): pending publish → published → disabled → published … */
export const PRODUCT_STATUS = { pending: 0, published: 1, disabled: 2 } as const;

export type CatalogueKind = 'industryCity' | 'industryType' | 'productType';

/** What a client may set on a product (create and edit); everything else is the server's. */
export interface ProductInput {
  name?: string;
  hsCode?: string | null;
  spec?: string | null;
  brand?: string | null;
  origin?: string | null;
  originCountry?: string | null;
  /** null or omitted: price on request ('面议'). */
  price?: string | null;
  currency?: string;
  unit?: string;
  productCode?: string | null;
  industryCityId?: number | null;
  industryTypeId?: number | null;
  categoryId?: number | null;
  imageIds?: number[];
  videoId?: number | null;
  receiverId?: number | null;
  description?: string | null;
  /** Omitted: a new product is in `Owner.language`; an edited one keeps its language. */
  originalLanguage?: Language;
  /** Omitted on an edit: the translations stay as they are. */
  translations?: ListingTranslations<'product'>;
  minOrderQuantity?: string | null;
  priceTiers?: PriceTier[];
  leadTimeDays?: number | null;
  incoterm?: string | null;
  incotermPlace?: string | null;
  packaging?: string | null;
  sampleAvailable?: boolean;
}

export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

interface Owner {
  companyId: number;
  memberId: number;
  /** The author's UI language: a new product's original language unless the form says. */
  language: Language;
}

interface CheckedProduct {
  name: string;
  hsCode: string;
  hsDescription: string | null;
  spec: string | null;
  brand: string | null;
  origin: string | null;
  originCountry: string;
  price: string | null;
  currency: string;
  unit: string;
  productCode: string | null;
  industryCityId: number | null;
  industryTypeId: number | null;
  categoryId: number | null;
  imageIds: number[];
  videoId: number | null;
  receiverId: number;
  description: string | null;
  originalLanguage: Language;
  translations: ListingTranslations<'product'>;
  minOrderQuantity: string | null;
  priceTiers: PriceTier[];
  leadTimeDays: number | null;
  incoterm: Incoterm | null;
  incotermPlace: string | null;
  packaging: string | null;
  sampleAvailable: boolean;
  modelKey: string;
  searchText: string;
}

/** What an edit keeps when the form leaves it out. */
interface CurrentProduct {
  id: number;
  nodeIds: (number | null)[];
  originalLanguage: Language;
  translations: ListingTranslations<'product'>;
}

/** The catalogue node columns a product points at, with the kind each must be. */
const NODE_FIELDS: [keyof ProductInput & `${string}Id`, CatalogueKind][] = [
  ['industryCityId', 'industryCity'],
  ['industryTypeId', 'industryType'],
  ['categoryId', 'productType'],
];

/**
 * Every rule of the product form (the shared validators, first failing field) and then what only
 * the database knows: the HS code is in the nomenclature, the currency in the dictionary, files,
 * catalogue entries and the inquiry receiver are this company's, the code and the model are free.
 */
async function checkProduct(
  tx: DbExecutor,
  owner: Owner,
  input: ProductInput,
  current: CurrentProduct | null,
): Promise<CheckedProduct> {
  const imageIds = input.imageIds ?? [];
  const errors = validateProductForm({
    name: input.name ?? '',
    hsCode: input.hsCode ?? '',
    unit: input.unit ?? '',
    price: input.price ?? '',
    negotiable: blankToNull(input.price) === null,
    productCode: input.productCode ?? '',
    originCountry: input.originCountry ?? '',
    imageCount: imageIds.length,
    videoCount: input.videoId ? 1 : 0,
    receiverId: input.receiverId ?? owner.memberId,
  });
  assertValid(...Object.values(errors));
  const priceTiers = (input.priceTiers ?? []).map((tier) => ({
    minQuantity: tier.minQuantity.trim(),
    price: tier.price.trim(),
  }));
  const terms = {
    minOrderQuantity: blankToNull(input.minOrderQuantity),
    leadTimeDays: input.leadTimeDays ?? null,
    incoterm: blankToNull(input.incoterm),
    incotermPlace: blankToNull(input.incotermPlace),
  };
  assertValid(
    ...Object.values(
      validateTradeTerms({
        minOrderQuantity: terms.minOrderQuantity ?? '',
        priceTiers,
        negotiable: blankToNull(input.price) === null,
        leadTimeDays: terms.leadTimeDays === null ? '' : String(terms.leadTimeDays),
        incoterm: terms.incoterm ?? '',
        incotermPlace: terms.incotermPlace ?? '',
      }),
    ),
  );
  const originalLanguage = input.originalLanguage ?? current?.originalLanguage ?? owner.language;
  const translations = input.translations
    ? presentProductTranslations(input.translations)
    : (current?.translations ?? {});
  assertValid(...Object.values(validateProductTranslations(originalLanguage, translations)));

  const hsCode = input.hsCode!.trim();
  // National tariff lines (8–10 digits) extend a subheading of the nomenclature.
  const hs = await tx.query<{ description_en: string }>(
    'SELECT description_en FROM hs_codes WHERE code = $1',
    [hsCode.length > 6 ? hsCode.slice(0, 6) : hsCode],
  );
  if (!hs.rows[0]) throw new BusinessError(400, PRODUCT_MESSAGES.hsCodeUnknown);

  const currency = input.currency?.trim() || 'CNY';
  const knownCurrency = await tx.query(
    "SELECT 1 FROM dict_data WHERE dict_type = 'trade_currency' AND dict_value = $1",
    [currency],
  );
  if (knownCurrency.rows.length === 0)
    throw new BusinessError(400, PRODUCT_MESSAGES.currencyUnknown);

  const nodeIds: (number | null)[] = [];
  for (const [index, [field, kind]] of NODE_FIELDS.entries()) {
    const id = (input[field] as number | null | undefined) ?? null;
    nodeIds.push(id);
    if (id === null) continue;
    const { rows } = await tx.query<{ disabled: boolean }>(
      'SELECT disabled FROM catalogue_nodes WHERE id = $1 AND company_id = $2 AND kind = $3',
      [id, owner.companyId, kind],
    );
    // A disabled entry stays on the products that already had it, but is not chosen anew.
    const kept = current?.nodeIds[index] === id;
    if (!rows[0] || (rows[0].disabled && !kept)) {
      throw new BusinessError(400, PRODUCT_MESSAGES.categoryInvalid);
    }
  }

  if (new Set(imageIds).size !== imageIds.length) {
    throw new BusinessError(400, PRODUCT_MESSAGES.imageInvalid);
  }
  const files = async (ids: number[], type: 'image' | 'video', message: string) => {
    if (ids.length === 0) return;
    const { rows } = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM files
        WHERE id = ANY($1::int[]) AND company_id = $2 AND file_type = $3`,
      [ids, owner.companyId, type],
    );
    if (rows[0]!.count !== ids.length) throw new BusinessError(400, message);
  };
  await files(imageIds, 'image', PRODUCT_MESSAGES.imageInvalid);
  const videoId = input.videoId ?? null;
  await files(videoId ? [videoId] : [], 'video', PRODUCT_MESSAGES.videoInvalid);

  const receiverId = input.receiverId ?? owner.memberId;
  const receiver = await tx.query(
    'SELECT 1 FROM members WHERE id = $1 AND company_id = $2 AND NOT disabled',
    [receiverId, owner.companyId],
  );
  if (receiver.rows.length === 0) throw new BusinessError(400, PRODUCT_MESSAGES.receiverInvalid);

  const productCode = blankToNull(input.productCode);
  if (productCode) {
    const taken = await tx.query(
      'SELECT 1 FROM products WHERE company_id = $1 AND product_code = $2 AND id <> $3',
      [owner.companyId, productCode, current?.id ?? 0],
    );
    if (taken.rows.length > 0) throw new BusinessError(400, PRODUCT_MESSAGES.productCodeTaken);
  }

  const name = input.name!.trim();
  const spec = blankToNull(input.spec);
  const brand = blankToNull(input.brand);
  const modelKey = productModelKey({ name, spec, brand });
  const same = await tx.query<{ name: string; product_code: string }>(
    'SELECT name, product_code FROM products WHERE company_id = $1 AND model_key = $2 AND id <> $3 LIMIT 1',
    [owner.companyId, modelKey, current?.id ?? 0],
  );
  if (same.rows[0]) {
    throw new BusinessError(
      400,
      PRODUCT_MESSAGES.sameModel(same.rows[0].name, same.rows[0].product_code),
    );
  }

  let originCountry = blankToNull(input.originCountry);
  if (!originCountry) {
    const company = await tx.query<{ country: string | null }>(
      'SELECT country FROM companies WHERE id = $1',
      [owner.companyId],
    );
    originCountry = company.rows[0]?.country?.trim() || 'CN';
  }
  const origin = blankToNull(input.origin);
  const hsDescription = hs.rows[0].description_en;
  const description = blankToNull(input.description)?.slice(0, PRODUCT_LIMITS.description) ?? null;
  return {
    name,
    hsCode,
    hsDescription,
    spec,
    brand,
    origin,
    originCountry,
    price: blankToNull(input.price),
    currency,
    unit: input.unit!.trim(),
    productCode,
    industryCityId: nodeIds[0] ?? null,
    industryTypeId: nodeIds[1] ?? null,
    categoryId: nodeIds[2] ?? null,
    imageIds,
    videoId,
    receiverId,
    description,
    originalLanguage,
    translations,
    minOrderQuantity: terms.minOrderQuantity,
    priceTiers,
    leadTimeDays: terms.leadTimeDays,
    incoterm: terms.incoterm as Incoterm | null,
    incotermPlace: terms.incotermPlace,
    packaging: blankToNull(input.packaging),
    sampleAvailable: input.sampleAvailable ?? false,
    modelKey,
    searchText: productSearchText({
      name,
      description,
      originalLanguage,
      translations,
      spec,
      brand,
      origin,
      hsCode,
      hsNames: await hsSearchNames(tx, hsCode),
    }),
  };
}

/** The values of original_language … sample_available, in the statements' column order. */
function languageAndTradeTermValues(product: CheckedProduct): unknown[] {
  return [
    product.originalLanguage,
    JSON.stringify(product.translations),
    product.minOrderQuantity,
    JSON.stringify(product.priceTiers),
    product.leadTimeDays,
    product.incoterm,
    product.incotermPlace,
    product.packaging,
    product.sampleAvailable,
  ];
}

async function writeMedia(tx: DbExecutor, productId: number, product: CheckedProduct) {
  await tx.query('DELETE FROM product_media WHERE product_id = $1', [productId]);
  const media: [number, string][] = product.imageIds.map((id) => [id, 'image']);
  if (product.videoId) media.push([product.videoId, 'video']);
  for (const [position, [fileId, kind]] of media.entries()) {
    await tx.query(
      'INSERT INTO product_media (product_id, file_id, kind, position) VALUES ($1, $2, $3, $4)',
      [productId, fileId, kind, position],
    );
  }
}

/** Creates a product pending publish; returns its id. */
export async function createProduct(
  tx: DbExecutor,
  owner: Owner,
  input: ProductInput,
  now: Date,
  status: number = PRODUCT_STATUS.pending,
): Promise<number> {
  await lockCompany(tx, owner.companyId);
  const product = await checkProduct(tx, owner, input, null);
  const { rows } = await tx.query<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('products', 'id'))::int AS id",
  );
  const id = rows[0]!.id;
  await tx.query(
    `INSERT INTO products (id, company_id, name, hs_code, spec, brand, origin, origin_country, price,
       currency, unit, product_code, industry_city_id, industry_type_id, category_id, receiver_id,
       description, model_key, search_text, status, created_at, published_at, original_language,
       translations, min_order_quantity, price_tiers, lead_time_days, incoterm, incoterm_place,
       packaging, sample_available)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
       $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31)`,
    [
      id,
      owner.companyId,
      product.name,
      product.hsCode,
      product.spec,
      product.brand,
      product.origin,
      product.originCountry,
      product.price,
      product.currency,
      product.unit,
      product.productCode ?? `P${String(id).padStart(8, '0')}`,
      product.industryCityId,
      product.industryTypeId,
      product.categoryId,
      product.receiverId,
      product.description,
      product.modelKey,
      product.searchText,
      status,
      now,
      status === PRODUCT_STATUS.published ? now : null,
      ...languageAndTradeTermValues(product),
    ],
  );
  await writeMedia(tx, id, product);
  return id;
}

/** Edits a product of the owner's company (another company's is as missing); keeps its status. */
export async function updateProduct(
  tx: DbExecutor,
  owner: Owner,
  id: number,
  input: ProductInput,
  now: Date,
): Promise<void> {
  await lockCompany(tx, owner.companyId);
  const { rows } = await tx.query<{
    id: number;
    product_code: string;
    industry_city_id: number | null;
    industry_type_id: number | null;
    category_id: number | null;
    original_language: Language;
    translations: ListingTranslations<'product'>;
  }>(
    `SELECT id, product_code, industry_city_id, industry_type_id, category_id, original_language,
            translations
       FROM products WHERE id = $1 AND company_id = $2 FOR UPDATE`,
    [id, owner.companyId],
  );
  const existing = rows[0];
  if (!existing) throw new BusinessError(404, PRODUCT_NOT_FOUND_MSG);
  const product = await checkProduct(tx, owner, input, {
    id,
    nodeIds: [existing.industry_city_id, existing.industry_type_id, existing.category_id],
    originalLanguage: existing.original_language,
    translations: existing.translations,
  });
  await tx.query(
    `UPDATE products SET name = $3, hs_code = $4, spec = $5, brand = $6, origin = $7,
       origin_country = $8, price = $9, currency = $10, unit = $11, product_code = $12,
       industry_city_id = $13, industry_type_id = $14, category_id = $15, receiver_id = $16,
       description = $17, model_key = $18, search_text = $19, updated_at = $20,
       original_language = $21, translations = $22, min_order_quantity = $23, price_tiers = $24,
       lead_time_days = $25, incoterm = $26, incoterm_place = $27, packaging = $28,
       sample_available = $29
     WHERE id = $1 AND company_id = $2`,
    [
      id,
      owner.companyId,
      product.name,
      product.hsCode,
      product.spec,
      product.brand,
      product.origin,
      product.originCountry,
      product.price,
      product.currency,
      product.unit,
      product.productCode ?? existing.product_code,
      product.industryCityId,
      product.industryTypeId,
      product.categoryId,
      product.receiverId,
      product.description,
      product.modelKey,
      product.searchText,
      now,
      ...languageAndTradeTermValues(product),
    ],
  );
  await writeMedia(tx, id, product);
}
