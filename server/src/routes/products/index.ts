import { PERMISSIONS } from '@portal/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OwnProductDetail,
  OwnProductQuery,
  OwnProductRow,
  ProductBatchBody,
  ProductBatchResult,
  ProductCreated,
  ProductIdParams,
  ProductPreview,
  ProductQuota,
  ProductReceiver,
  ProductSaveBody,
  ProductTranslations,
  type ProductStatus as ProductStatusSchema,
  type Static,
} from '@portal/contracts/schemas';
import type { Incoterm, Language, PriceTier } from '@portal/contracts';
import type { ListingTranslations } from '@portal/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { DbExecutor } from '../../platform/db/db';
import {
  BusinessError,
  Envelope,
  PageEnvelope,
  SUCCESS_MSG,
  ok,
  rejectUnknownFields,
} from '../../platform/http/envelope';
import { fileUrls } from '../../modules/files/service';
import { requestLanguage } from '../../platform/language/language';
import { assertTradingCompany } from '../../lib/platform-trading';
import { holdsPermission, requirePermission } from '../../platform/auth/permissions';
import { productTextCondition, type ProductSearch } from '../../lib/product-search';
import {
  PRODUCT_NOT_FOUND_MSG,
  PRODUCT_STATUS,
  createProduct,
  updateProduct,
} from '../../lib/products';
import {
  assertProductSlotAvailable,
  countPublishedProducts,
  currentMembership,
} from '../../lib/quotas';
import { missingLanguages } from '../../modules/listing-texts/shown-texts';
import { currentMember, type AuthenticatedMember } from '../../platform/auth/plugin';
import { baseOf, loadProductPage } from './product-page';

export { PRODUCT_NOT_FOUND_MSG };
export const SUPPLY_PUBLISH_REQUIRED_MSG = '发布供应需要企业主账号授权，请联系主账号';

type ProductStatus = Static<typeof ProductStatusSchema>;

/**
 * The enterprise's own products (docs/supply.md): create and edit with every field of spec §3,
 * and the publish state machine pending → published ⇄ disabled. Publishing needs the
 * supply-publishing permission (a sub-member holds it only when the main account grants it) and
 * a free slot of the membership's product quota, checked in the transaction that publishes.
 * Another company's product answers exactly like a missing one.
 */
export interface ProductRouteOptions {
  /** Told about every change, so the public search shows it at once. */
  productSearch: ProductSearch;
}

/**
 * The form's fields and, inside `translations`, only the portal's languages and their fields: the
 * body's schema would silently drop any other (`translations.es`), which the author should learn.
 */
const rejectUnknownSaveFields = [
  rejectUnknownFields(ProductSaveBody),
  async (request: FastifyRequest) => {
    const translations = (request.body as { translations?: unknown } | null)?.translations;
    if (translations === null || typeof translations !== 'object') return;
    const languages = ProductTranslations.properties;
    for (const [language, translation] of Object.entries(translations)) {
      const fields = languages[language as keyof typeof languages]?.properties;
      const field =
        fields && translation !== null && typeof translation === 'object'
          ? Object.keys(translation).find((key) => !(key in fields))
          : undefined;
      if (!fields || field !== undefined) {
        const path = ['translations', language, ...(field === undefined ? [] : [field])];
        throw new BusinessError(400, `不支持的参数：${path.join('.')}`);
      }
    }
  },
];

const productRoutes: FastifyPluginAsyncTypebox<ProductRouteOptions> = async (app, options) => {
  // Every write route here may change what the public search shows (a failed one costs only a
  // refresh of the search's memory).
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET') options.productSearch.catalogueChanged();
  });

  const owner = (member: AuthenticatedMember, request: FastifyRequest) => ({
    companyId: member.companyId,
    memberId: member.id,
    language: requestLanguage(request.headers['accept-language']),
  });

  /** A product of the caller's company, locked; another company's is as missing. */
  const lockOwnProduct = async (tx: DbExecutor, member: AuthenticatedMember, id: number) => {
    const { rows } = await tx.query<{ id: number; status: number }>(
      'SELECT id, status FROM products WHERE id = $1 AND company_id = $2 FOR UPDATE',
      [id, member.companyId],
    );
    if (!rows[0]) throw new BusinessError(404, PRODUCT_NOT_FOUND_MSG);
    return rows[0];
  };

  const requireSupplyPublish = (member: AuthenticatedMember) => {
    if (!holdsPermission(member, PERMISSIONS.supplyPublish)) {
      throw new BusinessError(403, SUPPLY_PUBLISH_REQUIRED_MSG);
    }
  };

  const publish = async (tx: DbExecutor, member: AuthenticatedMember, id: number) => {
    const product = await lockOwnProduct(tx, member, id);
    if (product.status === PRODUCT_STATUS.published) return;
    await assertProductSlotAvailable(tx, member.companyId, app.now());
    await tx.query('UPDATE products SET status = 1, published_at = $2 WHERE id = $1', [
      product.id,
      app.now(),
    ]);
  };

  const unpublish = async (tx: DbExecutor, member: AuthenticatedMember, id: number) => {
    const product = await lockOwnProduct(tx, member, id);
    await tx.query('UPDATE products SET status = 2 WHERE id = $1', [product.id]);
  };

  app.get(
    '/product/ownList',
    {
      schema: {
        tags: ['product'],
        summary: "The company's products, newest first, with filters",
        querystring: OwnProductQuery,
        response: { 200: PageEnvelope(OwnProductRow) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { pageNum, pageSize, status, categoryId, hsChapter, keyword } = request.query;
      const params: unknown[] = [member.companyId];
      const where = ['p.company_id = $1'];
      const add = (condition: (placeholder: string) => string, value: unknown) => {
        params.push(value);
        where.push(condition(`$${params.length}`));
      };
      if (status !== undefined) add((p) => `p.status = ${p}::smallint`, status);
      if (categoryId !== undefined) add((p) => `p.category_id = ${p}`, categoryId);
      if (hsChapter) add((p) => `p.hs_code LIKE ${p}`, `${hsChapter}%`);
      if (keyword?.trim()) {
        // The words as the public search matches them, each also as the start of a word (a
        // seller types "azei" for its azeite), or a part of the product code.
        const param = (value: unknown) => `$${params.push(value)}`;
        const words = productTextCondition(keyword, param, { wordStarts: true });
        const code = param(
          `%${keyword
            .trim()
            .toLowerCase()
            .replace(/[\\%_]/g, (char) => `\\${char}`)}%`,
        );
        where.push(`(${words} OR lower(p.product_code) LIKE ${code})`);
      }
      const total = await app.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM products p WHERE ${where.join(' AND ')}`,
        params,
      );
      const { rows } = await app.db.query<{
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
      }>(
        `SELECT p.id, p.name, p.product_code, p.hs_code, p.spec, p.brand, p.price::text AS price,
                p.currency, p.unit, p.category_id, n.name AS category_name, p.status, p.created_at,
                (SELECT pm.file_id FROM product_media pm WHERE pm.product_id = p.id
                    AND pm.kind = 'image' ORDER BY pm.position LIMIT 1) AS image_file_id
           FROM products p LEFT JOIN catalogue_nodes n ON n.id = p.category_id
          WHERE ${where.join(' AND ')}
          ORDER BY p.created_at DESC, p.id DESC
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, pageSize, (pageNum - 1) * pageSize],
      );
      return {
        code: 200,
        msg: SUCCESS_MSG,
        total: total.rows[0]!.count,
        rows: rows.map((row) => ({
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
    },
  );

  app.get(
    '/product/quota',
    {
      schema: {
        tags: ['product'],
        summary: "Online products x/y: published products and the membership tier's quota",
        response: { 200: Envelope(ProductQuota) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { tier } = await currentMembership(app.db, member.companyId, app.now());
      const used = await countPublishedProducts(app.db, member.companyId);
      return ok({ used, quota: tier.productQuota, roleKey: tier.roleKey });
    },
  );

  app.get(
    '/product/receivers',
    {
      schema: {
        tags: ['product'],
        summary: 'Who may receive inquiries: the enabled members of the company',
        response: { 200: Envelope(Type.Array(ProductReceiver)) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { rows } = await app.db.query<{
        id: number;
        name: string | null;
        username: string;
        mid: number;
      }>(
        `SELECT id, name, username, mid FROM members
          WHERE company_id = $1 AND NOT disabled ORDER BY mid, id`,
        [member.companyId],
      );
      return ok(
        rows.map((row) => ({
          id: row.id,
          name: row.name || row.username,
          mainAccount: row.mid === 0,
        })),
      );
    },
  );

  app.get(
    '/product/:id',
    {
      schema: {
        tags: ['product'],
        summary: 'One of the company’s products, every field (edit form)',
        params: ProductIdParams,
        response: { 200: Envelope(OwnProductDetail) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { rows } = await app.db.query<{
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
      }>(
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
        [request.params.id, member.companyId],
      );
      const row = rows[0];
      if (!row) throw new BusinessError(404, PRODUCT_NOT_FOUND_MSG);
      const media = await app.db.query<{ file_id: number; kind: 'image' | 'video' }>(
        'SELECT file_id, kind FROM product_media WHERE product_id = $1 ORDER BY position',
        [row.id],
      );
      return ok({
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
        media: media.rows.map((item) => ({
          fileId: item.file_id,
          kind: item.kind,
          url: fileUrls(item.file_id)[1],
        })),
        status: row.status,
        createTime: new Date(row.created_at).toISOString(),
      });
    },
  );

  app.get(
    '/product/preview/:id',
    {
      schema: {
        tags: ['product'],
        summary:
          'One of the company’s products in any state, as buyers will see it (the public page’s answer, its media as upload urls to fetch with the token) and its status',
        params: ProductIdParams,
        response: { 200: Envelope(ProductPreview) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { product, status } = await loadProductPage(app.db, {
        id: request.params.id,
        base: baseOf(request.routeOptions.url),
        now: app.now(),
        previewingCompanyId: member.companyId,
        reader: requestLanguage(request.headers['accept-language']),
      });
      return ok({ ...product, status });
    },
  );

  app.post(
    '/product',
    {
      preValidation: rejectUnknownSaveFields,
      schema: {
        tags: ['product'],
        summary: `Add a product, pending publish (needs ${PERMISSIONS.productEdit})`,
        body: ProductSaveBody,
        response: { 200: Envelope(ProductCreated) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.productEdit);
      await assertTradingCompany(app.db, member.companyId);
      const id = await app.db.transaction((tx) =>
        createProduct(tx, owner(member, request), request.body, app.now()),
      );
      return ok({ id }, '保存成功');
    },
  );

  app.put(
    '/product/:id',
    {
      preValidation: rejectUnknownSaveFields,
      schema: {
        tags: ['product'],
        summary: `Edit a product; its status stays (needs ${PERMISSIONS.productEdit})`,
        params: ProductIdParams,
        body: ProductSaveBody,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.productEdit);
      await assertTradingCompany(app.db, member.companyId);
      await app.db.transaction((tx) =>
        updateProduct(tx, owner(member, request), request.params.id, request.body, app.now()),
      );
      return ok(null, '保存成功');
    },
  );

  app.put(
    '/product/:id/publish',
    {
      schema: {
        tags: ['product'],
        summary: `Put a product online (needs ${PERMISSIONS.supplyPublish} and a free product slot)`,
        params: ProductIdParams,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requireSupplyPublish(member);
      await assertTradingCompany(app.db, member.companyId);
      await app.db.transaction((tx) => publish(tx, member, request.params.id));
      return ok(null, '已发布');
    },
  );

  app.put(
    '/product/:id/unpublish',
    {
      schema: {
        tags: ['product'],
        summary: `Take a product offline (needs ${PERMISSIONS.supplyPublish})`,
        params: ProductIdParams,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requireSupplyPublish(member);
      await app.db.transaction((tx) => unpublish(tx, member, request.params.id));
      return ok(null, '已下架');
    },
  );

  app.put(
    '/product/batchPublish',
    {
      preValidation: rejectUnknownFields(ProductBatchBody),
      schema: {
        tags: ['product'],
        summary: `Publish several products: all or none (quota counted in the same transaction)`,
        body: ProductBatchBody,
        response: { 200: Envelope(ProductBatchResult) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requireSupplyPublish(member);
      await assertTradingCompany(app.db, member.companyId);
      const ids = [...new Set(request.body.ids)];
      await app.db.transaction(async (tx) => {
        for (const id of ids) await publish(tx, member, id);
      });
      return ok({ count: ids.length }, '已发布');
    },
  );

  app.put(
    '/product/batchUnpublish',
    {
      preValidation: rejectUnknownFields(ProductBatchBody),
      schema: {
        tags: ['product'],
        summary: 'Take several products offline: all or none',
        body: ProductBatchBody,
        response: { 200: Envelope(ProductBatchResult) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requireSupplyPublish(member);
      const ids = [...new Set(request.body.ids)];
      await app.db.transaction(async (tx) => {
        for (const id of ids) await unpublish(tx, member, id);
      });
      return ok({ count: ids.length }, '已下架');
    },
  );
};

export default productRoutes;
