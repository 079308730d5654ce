import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Incoterm, Language, PriceTier } from '@portal/contracts';
import { PERMISSIONS } from '@portal/contracts';
import type {
  InquiryBody,
  ListingTranslations,
  OwnProductDetail,
  OwnProductQuery,
  ProductSearchQuery,
  Static,
} from '@portal/contracts/schemas';
import {
  INQUIRY_MESSAGES,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
  presentProductTranslations,
  validateProductForm,
  validateProductTranslations,
  validateInquiry,
  validateTradeTerms,
} from '@portal/validators';
import type { Db, DbExecutor } from '../../platform/db/db';
import { BusinessError, TooManyRequestsError, assertValid } from '../../platform/http/envelope';
import { holdsPermission } from '../../platform/auth/permissions';
import type { AuthenticatedMember } from '../../platform/auth/plugin';
import { fileUrls } from '../files/service';
import { assertTradingCompany } from '../companies/service';
import {
  hsSearchNames,
  productModelKey,
  productSearchText,
  type ProductSearch,
} from '../../lib/product-search';
import {
  assertProductSlotAvailable,
  countPublishedProducts,
  currentMembership,
  lockCompany,
} from '../../lib/quotas';
import {
  missingLanguages,
  shownNameInEveryLanguage,
  type ShownName,
} from '../listing-texts/shown-texts';
import { NOTIFICATION_TYPES, notify } from '../notifications/service';
import { PRODUCT_NOT_FOUND_MSG, SUPPLY_PUBLISH_REQUIRED_MSG } from './messages';
import { withPublicImage } from './product-page';
import * as repo from './repo';

export { PRODUCT_NOT_FOUND_MSG };
export { loadProductPage } from './product-page';

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
  const hsDescription = await repo.hsDescription(
    tx,
    hsCode.length > 6 ? hsCode.slice(0, 6) : hsCode,
  );
  if (hsDescription === undefined) throw new BusinessError(400, PRODUCT_MESSAGES.hsCodeUnknown);

  const currency = input.currency?.trim() || 'CNY';
  if (!(await repo.isTradeCurrency(tx, currency)))
    throw new BusinessError(400, PRODUCT_MESSAGES.currencyUnknown);

  const nodeIds: (number | null)[] = [];
  for (const [index, [field, kind]] of NODE_FIELDS.entries()) {
    const id = (input[field] as number | null | undefined) ?? null;
    nodeIds.push(id);
    if (id === null) continue;
    const disabled = await repo.catalogueEntryDisabled(tx, owner.companyId, id, kind);
    // A disabled entry stays on the products that already had it, but is not chosen anew.
    const kept = current?.nodeIds[index] === id;
    if (disabled === undefined || (disabled && !kept)) {
      throw new BusinessError(400, PRODUCT_MESSAGES.categoryInvalid);
    }
  }

  if (new Set(imageIds).size !== imageIds.length) {
    throw new BusinessError(400, PRODUCT_MESSAGES.imageInvalid);
  }
  const files = async (ids: number[], type: 'image' | 'video', message: string) => {
    if (ids.length === 0) return;
    if ((await repo.countCompanyFiles(tx, owner.companyId, ids, type)) !== ids.length)
      throw new BusinessError(400, message);
  };
  await files(imageIds, 'image', PRODUCT_MESSAGES.imageInvalid);
  const videoId = input.videoId ?? null;
  await files(videoId ? [videoId] : [], 'video', PRODUCT_MESSAGES.videoInvalid);

  const receiverId = input.receiverId ?? owner.memberId;
  if (!(await repo.isEnabledMember(tx, owner.companyId, receiverId)))
    throw new BusinessError(400, PRODUCT_MESSAGES.receiverInvalid);

  const productCode = blankToNull(input.productCode);
  if (productCode) {
    if (await repo.productCodeTaken(tx, owner.companyId, productCode, current?.id ?? 0))
      throw new BusinessError(400, PRODUCT_MESSAGES.productCodeTaken);
  }

  const name = input.name!.trim();
  const spec = blankToNull(input.spec);
  const brand = blankToNull(input.brand);
  const modelKey = productModelKey({ name, spec, brand });
  const same = await repo.sameModelProduct(tx, owner.companyId, modelKey, current?.id ?? 0);
  if (same) throw new BusinessError(400, PRODUCT_MESSAGES.sameModel(same.name, same.product_code));

  const originCountry =
    blankToNull(input.originCountry) ?? (await repo.companyCountry(tx, owner.companyId)) ?? 'CN';
  const origin = blankToNull(input.origin);
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
  const id = await repo.nextProductId(tx);
  const productCode = product.productCode ?? `P${String(id).padStart(8, '0')}`;
  const publishedAt = status === PRODUCT_STATUS.published ? now : null;
  await repo.insertProduct(
    tx,
    id,
    owner.companyId,
    { ...product, productCode },
    status,
    now,
    publishedAt,
  );
  await repo.replaceMedia(tx, id, product.imageIds, product.videoId);
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
  const existing = await repo.lockProductForEdit(tx, owner.companyId, id);
  if (!existing) throw new BusinessError(404, PRODUCT_NOT_FOUND_MSG);
  const product = await checkProduct(tx, owner, input, {
    id,
    nodeIds: [existing.industry_city_id, existing.industry_type_id, existing.category_id],
    originalLanguage: existing.original_language,
    translations: existing.translations,
  });
  const productCode = product.productCode ?? existing.product_code;
  await repo.updateProductRow(tx, id, owner.companyId, { ...product, productCode }, now);
  await repo.replaceMedia(tx, id, product.imageIds, product.videoId);
}

// ---------------------------------------------------------------------------------------------
// The company's own products (docs/supply.md)

/** A page of the company's products, newest first, with the list's filters. */
export function ownProducts(
  db: DbExecutor,
  member: AuthenticatedMember,
  query: Static<typeof OwnProductQuery>,
) {
  const { pageNum, pageSize, ...filters } = query;
  return repo.selectOwnProducts(db, member.companyId, filters, { pageNum, pageSize });
}

/** Published products against the membership tier's quota. */
export async function productQuota(db: DbExecutor, member: AuthenticatedMember, now: Date) {
  const { tier } = await currentMembership(db, member.companyId, now);
  const used = await countPublishedProducts(db, member.companyId);
  return { used, quota: tier.productQuota, roleKey: tier.roleKey };
}

/** Who may receive inquiries: the company's enabled members. */
export function inquiryReceivers(db: DbExecutor, member: AuthenticatedMember) {
  return repo.selectReceivers(db, member.companyId);
}

/** One of the company's products with every field of the edit form; another's is as missing. */
export async function ownProduct(
  db: DbExecutor,
  member: AuthenticatedMember,
  id: number,
): Promise<Static<typeof OwnProductDetail>> {
  const row = await repo.selectOwnProduct(db, member.companyId, id);
  if (!row) throw new BusinessError(404, PRODUCT_NOT_FOUND_MSG);
  const media = await repo.selectMedia(db, row.id);
  return {
    id: row.id,
    name: row.name,
    productCode: row.product_code,
    hsCode: row.hs_code,
    hsDescription: row.hs_description,
    chapterNameZh: row.chapter_name_zh,
    chapterNamePt: row.chapter_name_pt,
    spec: row.spec,
    brand: row.brand,
    origin: row.origin,
    originCountry: row.origin_country?.trim() ?? null,
    price: row.price,
    currency: row.currency.trim(),
    unit: row.unit,
    industryCityId: row.industry_city_id,
    industryTypeId: row.industry_type_id,
    categoryId: row.category_id,
    industryCityName: row.industry_city_name,
    industryTypeName: row.industry_type_name,
    categoryName: row.category_name,
    receiverId: row.receiver_id,
    receiverName: row.receiver_name,
    description: row.description,
    originalLanguage: row.original_language,
    translations: row.translations,
    missingLanguages: missingLanguages({
      original: { name: row.name, description: row.description },
      originalLanguage: row.original_language,
      translations: row.translations,
    }),
    minOrderQuantity: row.min_order_quantity,
    priceTiers: row.price_tiers,
    leadTimeDays: row.lead_time_days,
    incoterm: row.incoterm,
    incotermPlace: row.incoterm_place,
    packaging: row.packaging,
    sampleAvailable: row.sample_available,
    media: media.map((item) => ({
      fileId: item.file_id,
      kind: item.kind,
      url: fileUrls(item.file_id)[1],
    })),
    status: row.status,
    createTime: new Date(row.created_at).toISOString(),
  };
}

/** The author of a product: the member's company, and its UI language for a new product's. */
export const ownerOf = (member: AuthenticatedMember, language: Language): Owner => ({
  companyId: member.companyId,
  memberId: member.id,
  language,
});

/** Adds a product of a trading company, pending publish. */
export async function addProduct(
  db: Db,
  owner: Owner,
  input: ProductInput,
  now: Date,
): Promise<number> {
  await assertTradingCompany(db, owner.companyId);
  return db.transaction((tx) => createProduct(tx, owner, input, now));
}

/** Edits a product of a trading company; its status stays. */
export async function editProduct(
  db: Db,
  owner: Owner,
  id: number,
  input: ProductInput,
  now: Date,
): Promise<void> {
  await assertTradingCompany(db, owner.companyId);
  await db.transaction((tx) => updateProduct(tx, owner, id, input, now));
}

/** Publishing needs the permission, which a sub-member holds only when the main account grants it. */
function requireSupplyPublish(member: AuthenticatedMember): void {
  if (!holdsPermission(member, PERMISSIONS.supplyPublish)) {
    throw new BusinessError(403, SUPPLY_PUBLISH_REQUIRED_MSG);
  }
}

async function lockOwnProduct(tx: DbExecutor, member: AuthenticatedMember, id: number) {
  const product = await repo.lockOwnProduct(tx, member.companyId, id);
  if (!product) throw new BusinessError(404, PRODUCT_NOT_FOUND_MSG);
  return product;
}

async function publishOne(tx: DbExecutor, member: AuthenticatedMember, id: number, now: Date) {
  const product = await lockOwnProduct(tx, member, id);
  if (product.status === PRODUCT_STATUS.published) return;
  await assertProductSlotAvailable(tx, member.companyId, now);
  await repo.markPublished(tx, product.id, now);
}

async function unpublishOne(tx: DbExecutor, member: AuthenticatedMember, id: number) {
  const product = await lockOwnProduct(tx, member, id);
  await repo.markUnpublished(tx, product.id);
}

/**
 * Puts the products online, all or none: a free slot of the membership's product quota is
 * checked in the transaction that publishes. Returns how many distinct products were asked for.
 */
export async function publishProducts(
  db: Db,
  member: AuthenticatedMember,
  ids: number[],
  now: Date,
): Promise<number> {
  requireSupplyPublish(member);
  await assertTradingCompany(db, member.companyId);
  const distinct = [...new Set(ids)];
  await db.transaction(async (tx) => {
    for (const id of distinct) await publishOne(tx, member, id, now);
  });
  return distinct.length;
}

/** Takes the products offline, all or none; returns how many distinct products were asked for. */
export async function unpublishProducts(
  db: Db,
  member: AuthenticatedMember,
  ids: number[],
): Promise<number> {
  requireSupplyPublish(member);
  const distinct = [...new Set(ids)];
  await db.transaction(async (tx) => {
    for (const id of distinct) await unpublishOne(tx, member, id);
  });
  return distinct.length;
}

// ---------------------------------------------------------------------------------------------
// The public supply hall

/**
 * Published products by the hall's filters: a keyword sorts by relevance unless a sort is asked
 * for, no keyword by the newest. Hits carry their first image by public url.
 */
export async function searchProducts(
  search: ProductSearch,
  query: Static<typeof ProductSearchQuery>,
  language: Language,
  base: string,
  now: Date,
) {
  const keyword = query.keyword?.trim() || undefined;
  const result = await search.search(
    {
      ...query,
      keyword,
      industry: query.industry?.trim() || undefined,
      language,
      sort: query.sort ?? (keyword ? 'relevance' : 'newest'),
    },
    now,
  );
  return { ...result, rows: result.rows.map((hit) => withPublicImage(base, hit)) };
}

/** Industries with published products: the hall's filter choices. */
export function supplyIndustries(db: DbExecutor): Promise<string[]> {
  return repo.selectSupplyIndustries(db);
}

/** HS entries for a picker: children of `parent`, chapters without it, or up to 50 matching `q`. */
export function hsCodes(db: DbExecutor, q: string | undefined, parent: string | undefined) {
  return repo.selectHsEntries(db, q?.trim() ?? '', parent);
}

/** The stored file of a published product's image or video; undefined if not that product's. */
export function publicMediaFile(db: DbExecutor, productId: number, fileId: number) {
  return repo.selectPublicMediaFile(db, productId, fileId);
}

// ---------------------------------------------------------------------------------------------
// Inquiries (issue #12)

/** The stored payload of an 'inquiry' chat message (docs/realtime.md). */
export interface InquiryPayload {
  productId: number;
  /** As registered (the seller's original). */
  productName: string;
  /** The name a reader of each language is shown, when the inquiry was sent. */
  productNames: Record<Language, ShownName>;
  /** Site-relative url of the product's first image, or null. */
  image: string | null;
  hsCode: string | null;
  quantity: string;
  unit: string;
  /** Decimal string, or null when the buyer gave none. */
  targetPrice: string | null;
  currency: string | null;
  destination: string;
  text: string;
}

/** "12.50" → "12.5", "3" → "3": a decimal string without trailing zeros. */
function decimalText(value: string | number): string {
  const text = String(value).trim();
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/**
 * "Send inquiry": a signed-in buyer's structured inquiry about a published product, stored as a
 * chat message of type 'inquiry' from the buyer to the product's inquiry receiver (else the
 * company's main account) through `app.realtime.sendMessage` — stored before the answer,
 * delivered live, counted in the chat budget and the daily new-conversation allowance — and the
 * receiver gets a system notification (type 8, inquiry). Only the server writes inquiry
 * messages: clients cannot send the type over the socket or `POST chatMessage`.
 */
export async function sendInquiry(
  app: FastifyInstance,
  member: AuthenticatedMember,
  request: { productId: number; body: Static<typeof InquiryBody>; ip: string; base: string },
) {
  const { body } = request;
  await assertTradingCompany(app.db, member.companyId);
  const product = await repo.selectInquiryTarget(app.db, request.productId);
  // Unpublished, disabled and platform products answer like missing ones (tenancy).
  if (!product) throw new BusinessError(404, PRODUCT_NOT_FOUND_MSG);
  if (product.company_id === member.companyId) {
    throw new BusinessError(400, INQUIRY_MESSAGES.ownProduct);
  }
  const problem = validateInquiry(body);
  if (problem) throw new BusinessError(400, problem);
  const hasPrice =
    body.targetPrice !== null &&
    body.targetPrice !== undefined &&
    String(body.targetPrice).trim() !== '';
  const currency = hasPrice ? body.currency?.trim() || product.currency : null;
  if (currency && currency !== product.currency && !(await repo.isTradeCurrency(app.db, currency)))
    throw new BusinessError(400, INQUIRY_MESSAGES.currencyUnknown);
  if (product.receiver_id === null) throw new BusinessError(400, INQUIRY_MESSAGES.noReceiver);

  // The chat budget of the member and their IP, as for POST chatMessage.
  if (!(await app.realtime.allow(member.id, request.ip))) throw new TooManyRequestsError(1);

  const payload: InquiryPayload = {
    productId: product.id,
    productName: product.name,
    // Both sides read the card, each in their language (docs/listing-languages.md "Chat cards").
    productNames: shownNameInEveryLanguage({
      name: product.name,
      originalLanguage: product.original_language,
      translations: product.translations,
    }),
    image: product.image_file_id
      ? `${request.base}/product/public/${product.id}/media/${product.image_file_id}`
      : null,
    hsCode: product.hs_code,
    quantity: decimalText(body.quantity),
    unit: product.unit,
    targetPrice: hasPrice ? decimalText(body.targetPrice!) : null,
    currency,
    destination: body.destination.trim(),
    text: body.message.trim(),
  };
  const message = await app.realtime.sendMessage(member, {
    messageId: randomUUID(),
    receiverId: product.receiver_id,
    type: 'inquiry',
    payload: JSON.stringify(payload),
  });

  const sender = await repo.selectSender(app.db, member.id);
  const from = sender?.company ?? '';
  await notify(app, {
    memberId: product.receiver_id,
    type: NOTIFICATION_TYPES.inquiry,
    message: {
      key: 'product.inquiry',
      params: {
        product: product.name,
        company: from,
        quantity: payload.quantity,
        unit: payload.unit,
        targetPrice: payload.targetPrice || null,
        currency: payload.currency,
        destination: payload.destination,
        message: payload.text,
      },
    },
    // Opening it leads to the conversation with the buyer (/messages?to=<jumpId>).
    jumpId: member.id,
    senderName: sender?.name || from || undefined,
  });
  return { receiverId: product.receiver_id, message };
}
