import type { Incoterm, Language, PriceTier } from '@portal/contracts';
import type {
  HsCodeEntry,
  ListingTranslations,
  ProductStatus as ProductStatusSchema,
  Static,
} from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { selectPage, type Page, type PageRequest } from '../../platform/db/paging';
import { fileUrls } from '../files/service';
import {
  COMPANY_TIER_SQL,
  HIT_COLUMNS,
  foldToSimplified,
  normaliseSearchText,
  productTextCondition,
  type HitRow,
} from '../../lib/product-search';

type ProductStatus = Static<typeof ProductStatusSchema>;

/** `%value%` for LIKE, its own `\`, `%` and `_` escaped. */
const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

// ---------------------------------------------------------------------------------------------
// The company's own products

export interface OwnProductFilters {
  status?: number;
  categoryId?: number;
  hsChapter?: string;
  keyword?: string;
}

interface OwnProductListRow {
  id: number;
  name: string;
  product_code: string;
  hs_code: string | null;
  spec: string | null;
  brand: string | null;
  price: string | null;
  currency: string;
  unit: string;
  category_id: number | null;
  category_name: string | null;
  image_file_id: number | null;
  status: ProductStatus;
  created_at: Date;
}

/** A page of the company's products, newest first, as the own list shows them. */
export async function selectOwnProducts(
  db: DbExecutor,
  companyId: number,
  filters: OwnProductFilters,
  page: PageRequest,
) {
  const params: unknown[] = [companyId];
  const where = ['p.company_id = $1'];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filters.status !== undefined) where.push(`p.status = ${param(filters.status)}::smallint`);
  if (filters.categoryId !== undefined) where.push(`p.category_id = ${param(filters.categoryId)}`);
  if (filters.hsChapter) where.push(`p.hs_code LIKE ${param(`${filters.hsChapter}%`)}`);
  const keyword = filters.keyword?.trim();
  if (keyword) {
    // The words as the public search matches them, each also as the start of a word (a seller
    // types "azei" for its azeite), or a part of the product code.
    const words = productTextCondition(keyword, param, { wordStarts: true });
    const code = param(`%${likeEscaped(keyword.toLowerCase())}%`);
    where.push(`(${words} OR lower(p.product_code) LIKE ${code})`);
  }
  const listed: Page<OwnProductListRow> = await selectPage<OwnProductListRow>(
    db,
    {
      columns: `p.id, p.name, p.product_code, p.hs_code, p.spec, p.brand, p.price::text AS price,
                p.currency, p.unit, p.category_id, n.name AS category_name, p.status, p.created_at,
                (SELECT pm.file_id FROM product_media pm WHERE pm.product_id = p.id
                    AND pm.kind = 'image' ORDER BY pm.position LIMIT 1) AS image_file_id`,
      from: `products p LEFT JOIN catalogue_nodes n ON n.id = p.category_id
              WHERE ${where.join(' AND ')}`,
      orderBy: 'p.created_at DESC, p.id DESC',
      params,
    },
    page,
  );
  return {
    total: listed.total,
    rows: listed.rows.map((row) => ({
      id: row.id,
      name: row.name,
      productCode: row.product_code,
      hsCode: row.hs_code,
      spec: row.spec,
      brand: row.brand,
      price: row.price,
      currency: row.currency.trim(),
      unit: row.unit,
      categoryId: row.category_id,
      categoryName: row.category_name,
      imageUrl: row.image_file_id ? fileUrls(row.image_file_id)[1] : null,
      status: row.status,
      createTime: new Date(row.created_at).toISOString(),
    })),
  };
}

/** The enabled members of the company, main account first. */
export async function selectReceivers(db: DbExecutor, companyId: number) {
  const { rows } = await db.query<{
    id: number;
    name: string | null;
    username: string;
    mid: number;
  }>(
    `SELECT id, name, username, mid FROM members
      WHERE company_id = $1 AND NOT disabled ORDER BY mid, id`,
    [companyId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name || row.username,
    mainAccount: row.mid === 0,
  }));
}

export interface OwnProductRecord {
  id: number;
  name: string;
  product_code: string;
  hs_code: string | null;
  hs_description: string | null;
  chapter_name_zh: string | null;
  chapter_name_pt: string | null;
  spec: string | null;
  brand: string | null;
  origin: string | null;
  origin_country: string | null;
  price: string | null;
  currency: string;
  unit: string;
  industry_city_id: number | null;
  industry_type_id: number | null;
  category_id: number | null;
  industry_city_name: string | null;
  industry_type_name: string | null;
  category_name: string | null;
  receiver_id: number | null;
  receiver_name: string | null;
  description: string | null;
  original_language: Language;
  translations: ListingTranslations<'product'>;
  min_order_quantity: string | null;
  price_tiers: PriceTier[];
  lead_time_days: number | null;
  incoterm: Incoterm | null;
  incoterm_place: string | null;
  packaging: string | null;
  sample_available: boolean;
  status: ProductStatus;
  created_at: Date;
}

/** One of the company's products with every field of the edit form; undefined if not its own. */
export async function selectOwnProduct(
  db: DbExecutor,
  companyId: number,
  id: number,
): Promise<OwnProductRecord | undefined> {
  const { rows } = await db.query<OwnProductRecord>(
    `SELECT p.id, p.name, p.product_code, p.hs_code, h.description_en AS hs_description,
            ch.name_zh AS chapter_name_zh, ch.name_pt AS chapter_name_pt, p.spec, p.brand,
            p.origin, p.origin_country, p.price::text AS price, p.currency, p.unit,
            p.industry_city_id, p.industry_type_id, p.category_id,
            ic.name AS industry_city_name, it.name AS industry_type_name, pc.name AS category_name,
            p.receiver_id, coalesce(r.name, r.username) AS receiver_name, p.description,
            p.original_language, p.translations,
            trim_scale(p.min_order_quantity)::text AS min_order_quantity, p.price_tiers,
            p.lead_time_days, p.incoterm, p.incoterm_place, p.packaging, p.sample_available,
            p.status, p.created_at
       FROM products p
       LEFT JOIN hs_codes h ON h.code = left(p.hs_code, 6)
       LEFT JOIN hs_codes ch ON ch.code = left(p.hs_code, 2)
       LEFT JOIN catalogue_nodes ic ON ic.id = p.industry_city_id
       LEFT JOIN catalogue_nodes it ON it.id = p.industry_type_id
       LEFT JOIN catalogue_nodes pc ON pc.id = p.category_id
       LEFT JOIN members r ON r.id = p.receiver_id
      WHERE p.id = $1 AND p.company_id = $2`,
    [id, companyId],
  );
  return rows[0];
}

/** A product's images and video, in their order. */
export async function selectMedia(db: DbExecutor, productId: number) {
  const { rows } = await db.query<{ file_id: number; kind: 'image' | 'video' }>(
    'SELECT file_id, kind FROM product_media WHERE product_id = $1 ORDER BY position',
    [productId],
  );
  return rows;
}

/** A product of the company, locked for the transaction; undefined if not its own. */
export async function lockOwnProduct(tx: DbExecutor, companyId: number, id: number) {
  const { rows } = await tx.query<{ id: number; status: number }>(
    'SELECT id, status FROM products WHERE id = $1 AND company_id = $2 FOR UPDATE',
    [id, companyId],
  );
  return rows[0];
}

export async function markPublished(tx: DbExecutor, id: number, now: Date): Promise<void> {
  await tx.query('UPDATE products SET status = 1, published_at = $2 WHERE id = $1', [id, now]);
}

export async function markUnpublished(tx: DbExecutor, id: number): Promise<void> {
  await tx.query('UPDATE products SET status = 2 WHERE id = $1', [id]);
}

// ---------------------------------------------------------------------------------------------
// What the product form's checks ask of the database

/** The English description of an HS code of the nomenclature; undefined if unknown. */
export async function hsDescription(tx: DbExecutor, code: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ description_en: string }>(
    'SELECT description_en FROM hs_codes WHERE code = $1',
    [code],
  );
  return rows[0]?.description_en;
}

/** Whether the currency is one of the trade currencies of the dictionary. */
export async function isTradeCurrency(db: DbExecutor, currency: string): Promise<boolean> {
  const { rows } = await db.query(
    "SELECT 1 FROM dict_data WHERE dict_type = 'trade_currency' AND dict_value = $1",
    [currency],
  );
  return rows.length > 0;
}

/** A catalogue entry of the company and kind: whether it is disabled; undefined if none. */
export async function catalogueEntryDisabled(
  tx: DbExecutor,
  companyId: number,
  id: number,
  kind: string,
): Promise<boolean | undefined> {
  const { rows } = await tx.query<{ disabled: boolean }>(
    'SELECT disabled FROM catalogue_nodes WHERE id = $1 AND company_id = $2 AND kind = $3',
    [id, companyId, kind],
  );
  return rows[0]?.disabled;
}

/** How many of the files are the company's uploads of the type. */
export async function countCompanyFiles(
  tx: DbExecutor,
  companyId: number,
  ids: number[],
  type: 'image' | 'video',
): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM files
      WHERE id = ANY($1::int[]) AND company_id = $2 AND file_type = $3`,
    [ids, companyId, type],
  );
  return rows[0]!.count;
}

/** Whether the member is an enabled member of the company. */
export async function isEnabledMember(
  tx: DbExecutor,
  companyId: number,
  memberId: number,
): Promise<boolean> {
  const { rows } = await tx.query(
    'SELECT 1 FROM members WHERE id = $1 AND company_id = $2 AND NOT disabled',
    [memberId, companyId],
  );
  return rows.length > 0;
}

/** Whether another product of the company (not `exceptId`) has the code. */
export async function productCodeTaken(
  tx: DbExecutor,
  companyId: number,
  productCode: string,
  exceptId: number,
): Promise<boolean> {
  const { rows } = await tx.query(
    'SELECT 1 FROM products WHERE company_id = $1 AND product_code = $2 AND id <> $3',
    [companyId, productCode, exceptId],
  );
  return rows.length > 0;
}

/** Another product of the company (not `exceptId`) of the same model, if any. */
export async function sameModelProduct(
  tx: DbExecutor,
  companyId: number,
  modelKey: string,
  exceptId: number,
) {
  const { rows } = await tx.query<{ name: string; product_code: string }>(
    'SELECT name, product_code FROM products WHERE company_id = $1 AND model_key = $2 AND id <> $3 LIMIT 1',
    [companyId, modelKey, exceptId],
  );
  return rows[0];
}

/** The company's country code, if it gave one. */
export async function companyCountry(tx: DbExecutor, companyId: number): Promise<string | null> {
  const { rows } = await tx.query<{ country: string | null }>(
    'SELECT country FROM companies WHERE id = $1',
    [companyId],
  );
  return rows[0]?.country?.trim() || null;
}

// ---------------------------------------------------------------------------------------------
// Writing a product

/** Every column a product's form sets, checked. */
export interface ProductColumns {
  name: string;
  hsCode: string;
  spec: string | null;
  brand: string | null;
  origin: string | null;
  originCountry: string;
  price: string | null;
  currency: string;
  unit: string;
  productCode: string;
  industryCityId: number | null;
  industryTypeId: number | null;
  categoryId: number | null;
  receiverId: number;
  description: string | null;
  modelKey: string;
  searchText: string;
  originalLanguage: Language;
  translations: ListingTranslations<'product'>;
  minOrderQuantity: string | null;
  priceTiers: PriceTier[];
  leadTimeDays: number | null;
  incoterm: Incoterm | null;
  incotermPlace: string | null;
  packaging: string | null;
  sampleAvailable: boolean;
}

/** The values of original_language … sample_available, in the statements' column order. */
function languageAndTradeTermValues(product: ProductColumns): unknown[] {
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

/** The id the next product will have (its default product code is made of it). */
export async function nextProductId(tx: DbExecutor): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('products', 'id'))::int AS id",
  );
  return rows[0]!.id;
}

export async function insertProduct(
  tx: DbExecutor,
  id: number,
  companyId: number,
  product: ProductColumns,
  status: number,
  now: Date,
  publishedAt: Date | null,
): Promise<void> {
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
      companyId,
      product.name,
      product.hsCode,
      product.spec,
      product.brand,
      product.origin,
      product.originCountry,
      product.price,
      product.currency,
      product.unit,
      product.productCode,
      product.industryCityId,
      product.industryTypeId,
      product.categoryId,
      product.receiverId,
      product.description,
      product.modelKey,
      product.searchText,
      status,
      now,
      publishedAt,
      ...languageAndTradeTermValues(product),
    ],
  );
}

/** What an edit keeps of a product when the form leaves it out; the row locked. */
export async function lockProductForEdit(tx: DbExecutor, companyId: number, id: number) {
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
    [id, companyId],
  );
  return rows[0];
}

export async function updateProductRow(
  tx: DbExecutor,
  id: number,
  companyId: number,
  product: ProductColumns,
  now: Date,
): Promise<void> {
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
      companyId,
      product.name,
      product.hsCode,
      product.spec,
      product.brand,
      product.origin,
      product.originCountry,
      product.price,
      product.currency,
      product.unit,
      product.productCode,
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
}

/** Replaces a product's media with the images, then the video, in that order. */
export async function replaceMedia(
  tx: DbExecutor,
  productId: number,
  imageIds: number[],
  videoId: number | null,
): Promise<void> {
  await tx.query('DELETE FROM product_media WHERE product_id = $1', [productId]);
  const media: [number, string][] = imageIds.map((id) => [id, 'image']);
  if (videoId) media.push([videoId, 'video']);
  for (const [position, [fileId, kind]] of media.entries()) {
    await tx.query(
      'INSERT INTO product_media (product_id, file_id, kind, position) VALUES ($1, $2, $3, $4)',
      [productId, fileId, kind, position],
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The public side: product pages, the hall's filters, the HS nomenclature

export type ProductPageRecord = HitRow & {
  product_code: string;
  description: string | null;
  industry_type: string | null;
  category: string | null;
  receiver_id: number | null;
  status: ProductStatus;
};

/**
 * A product as its page shows it: published, of a trading company — or, for the owning company
 * previewing it, its own in any state. Undefined otherwise.
 */
export async function selectProductPage(
  db: DbExecutor,
  id: number,
  now: Date,
  previewingCompanyId: number | undefined,
): Promise<ProductPageRecord | undefined> {
  const preview = previewingCompanyId !== undefined;
  const { rows } = await db.query<ProductPageRecord>(
    `SELECT ${HIT_COLUMNS}, ${COMPANY_TIER_SQL('c.id', '$2')} AS role_key, p.product_code,
            p.description, it.name AS industry_type, pc.name AS category,
            coalesce((SELECT r.id FROM members r WHERE r.id = p.receiver_id AND NOT r.disabled),
                     (SELECT m.id FROM members m WHERE m.company_id = c.id AND m.mid = 0
                       AND NOT m.disabled ORDER BY m.id LIMIT 1)) AS receiver_id,
            p.status
       FROM products p JOIN companies c ON c.id = p.company_id
       LEFT JOIN catalogue_nodes it ON it.id = p.industry_type_id AND NOT it.disabled
       LEFT JOIN catalogue_nodes pc ON pc.id = p.category_id AND NOT pc.disabled
      WHERE p.id = $1 AND ${preview ? 'p.company_id = $3' : 'p.status = 1 AND NOT c.is_platform'}`,
    preview ? [id, now, previewingCompanyId] : [id, now],
  );
  return rows[0];
}

/** The newest published products of an HS heading (4 digits) but `exceptId`, as search hits. */
export async function selectRelatedHits(
  db: DbExecutor,
  heading: string,
  exceptId: number,
  now: Date,
  count: number,
): Promise<HitRow[]> {
  const { rows } = await db.query<HitRow>(
    `SELECT ${HIT_COLUMNS}, ${COMPANY_TIER_SQL('c.id', '$3')} AS role_key
       FROM products p JOIN companies c ON c.id = p.company_id
      WHERE p.status = 1 AND NOT c.is_platform AND p.hs_code LIKE $1 AND p.id <> $2
      ORDER BY p.published_at DESC, p.id DESC LIMIT ${count}`,
    [`${heading}%`, exceptId, now],
  );
  return rows;
}

/** The nomenclature's entries of the codes, chapters first. */
export async function selectHsNames(db: DbExecutor, codes: string[]) {
  const { rows } = await db.query<{
    code: string;
    description_en: string;
    name_zh: string | null;
    name_pt: string | null;
  }>(
    'SELECT code, description_en, name_zh, name_pt FROM hs_codes WHERE code = ANY($1::text[]) ORDER BY level',
    [codes],
  );
  return rows;
}

/** The stored file of a published product's image or video; undefined if not that product's. */
export async function selectPublicMediaFile(db: DbExecutor, productId: number, fileId: number) {
  const { rows } = await db.query<{ stored_name: string; mime_type: string }>(
    `SELECT f.stored_name, f.mime_type
       FROM product_media pm
       JOIN products p ON p.id = pm.product_id AND p.status = 1
       JOIN files f ON f.id = pm.file_id AND f.company_id = p.company_id
      WHERE pm.product_id = $1 AND pm.file_id = $2`,
    [productId, fileId],
  );
  return rows[0];
}

/** The industries of trading companies with published products, in order. */
export async function selectSupplyIndustries(db: DbExecutor): Promise<string[]> {
  const { rows } = await db.query<{ industry: string }>(
    // Per company, not per product: a look-up in the (company_id, …) index each.
    `SELECT DISTINCT c.industry FROM companies c
      WHERE NOT c.is_platform AND c.industry IS NOT NULL
        AND EXISTS (SELECT 1 FROM products p WHERE p.company_id = c.id AND p.status = 1)
      ORDER BY 1`,
  );
  return rows.map((row) => row.industry);
}

const HS_COLUMNS =
  'SELECT h.code, h.level, h.parent, h.description_en, h.name_zh, h.name_pt FROM hs_codes h';

interface HsRow {
  code: string;
  level: Static<typeof HsCodeEntry>['level'];
  parent: string | null;
  description_en: string;
  name_zh: string | null;
  name_pt: string | null;
}

/**
 * HS entries for a picker: up to 50 codes starting with `q` when it is digits, up to 50 matching
 * its words otherwise, else the children of `parent` (the chapters without it). Each carries its
 * chapter's names, so a picker can show them at any level.
 */
export async function selectHsEntries(
  db: DbExecutor,
  q: string,
  parent: string | undefined,
): Promise<Static<typeof HsCodeEntry>[]> {
  let rows: HsRow[];
  if (/^\d{1,6}$/.test(q)) {
    ({ rows } = await db.query<HsRow>(
      `${HS_COLUMNS} WHERE h.code LIKE $1 ORDER BY h.code LIMIT 50`,
      [`${q}%`],
    ));
  } else if (q) {
    // Words: the English name, the Portuguese name from a word's start ("chá" is no part of
    // "máquinas"), or a chapter's Chinese/Portuguese name (then its codes); the Chinese names
    // are Simplified, so a Traditional query is folded to Simplified first.
    const escaped = likeEscaped(normaliseSearchText(q));
    ({ rows } = await db.query<HsRow>(
      `${HS_COLUMNS}
        WHERE lower(h.description_en) LIKE $1
           OR ' ' || regexp_replace(lower(translate(h.name_pt, 'áàâãçéêíóôõúÁÀÂÃÇÉÊÍÓÔÕÚ',
                                                        'aaaaceeiooouAAAACEEIOOOU')),
                                    '[^a-z0-9]+', ' ', 'g') LIKE $3
           OR left(h.code, 2) IN (SELECT code FROM hs_codes
                                   WHERE level = 2 AND (name_zh LIKE $2 OR lower(name_pt) LIKE $1
                                      OR lower(translate(name_pt, 'áàâãçéêíóôõúÁÀÂÃÇÉÊÍÓÔÕÚ',
                                                                  'aaaaceeiooouAAAACEEIOOOU')) LIKE $1))
        ORDER BY h.level, h.code LIMIT 50`,
      [`%${escaped}%`, `%${likeEscaped(foldToSimplified(q))}%`, `% ${escaped}%`],
    ));
  } else {
    ({ rows } = await db.query<HsRow>(
      parent
        ? `${HS_COLUMNS} WHERE h.parent = $1 ORDER BY h.code`
        : `${HS_COLUMNS} WHERE h.level = 2 ORDER BY h.code`,
      parent ? [parent] : [],
    ));
  }
  const chapters = await db.query<{
    code: string;
    name_zh: string | null;
    name_pt: string | null;
  }>('SELECT code, name_zh, name_pt FROM hs_codes WHERE level = 2 AND code = ANY($1::text[])', [
    [...new Set(rows.map((row) => row.code.slice(0, 2)))],
  ]);
  const chapterOf = new Map(chapters.rows.map((chapter) => [chapter.code, chapter]));
  return rows.map((row) => ({
    code: row.code,
    level: row.level,
    parent: row.parent,
    descriptionEn: row.description_en,
    descriptionPt: row.name_pt,
    nameZh: chapterOf.get(row.code.slice(0, 2))?.name_zh ?? null,
    namePt: chapterOf.get(row.code.slice(0, 2))?.name_pt ?? null,
  }));
}

// ---------------------------------------------------------------------------------------------
// Inquiries

/**
 * A published product of a trading company as an inquiry needs it, with who receives inquiries
 * about it: its receiver while enabled and of its company, else the company's main account.
 */
export async function selectInquiryTarget(db: DbExecutor, productId: number) {
  const { rows } = await db.query<{
    id: number;
    name: string;
    original_language: Language;
    translations: ListingTranslations<'product'>;
    hs_code: string | null;
    unit: string;
    currency: string;
    company_id: number;
    image_file_id: number | null;
    receiver_id: number | null;
  }>(
    `SELECT p.id, p.name, p.original_language, p.translations, p.hs_code, p.unit, p.currency,
            p.company_id,
            (SELECT pm.file_id FROM product_media pm WHERE pm.product_id = p.id
               AND pm.kind = 'image' ORDER BY pm.position LIMIT 1) AS image_file_id,
            coalesce((SELECT r.id FROM members r WHERE r.id = p.receiver_id
                        AND r.company_id = p.company_id AND NOT r.disabled),
                     (SELECT m.id FROM members m WHERE m.company_id = c.id AND m.mid = 0
                       AND NOT m.disabled ORDER BY m.id LIMIT 1)) AS receiver_id
       FROM products p JOIN companies c ON c.id = p.company_id
      WHERE p.id = $1 AND p.status = 1 AND NOT c.is_platform`,
    [productId],
  );
  return rows[0];
}

/** The member's name and company name, as a notice names its sender. */
export async function selectSender(db: DbExecutor, memberId: number) {
  const { rows } = await db.query<{ name: string | null; company: string }>(
    `SELECT m.name, c.name AS company FROM members m JOIN companies c ON c.id = m.company_id
      WHERE m.id = $1`,
    [memberId],
  );
  return rows[0];
}
