import type { FastifyInstance, FastifyRequest } from 'fastify';
import { productEndpoints } from '@portal/contracts/endpoints/products';
import {
  InquiryBody,
  ProductBatchBody,
  ProductSaveBody,
  ProductTranslations,
} from '@portal/contracts/schemas';
import { route } from '../../platform/http/endpoint';
import { BusinessError, SUCCESS_MSG, ok, rejectUnknownFields } from '../../platform/http/envelope';
import { currentMember } from '../../platform/auth/plugin';
import { requestLanguage } from '../../platform/language/language';
import type { FileStorage } from '../../platform/files/file-storage';
import type { ProductSearch } from '../../lib/product-search';
import { FILE_NOT_FOUND_MSG } from '../files/service';
import { baseOf } from './product-page';
import {
  addProduct,
  editProduct,
  hsCodes,
  inquiryReceivers,
  loadProductPage,
  ownProduct,
  ownProducts,
  ownerOf,
  productQuota,
  publicMediaFile,
  publishProducts,
  searchProducts,
  sendInquiry,
  supplyIndustries,
  unpublishProducts,
} from './service';

const languageOf = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

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

/**
 * The enterprise's own products (docs/supply.md): create and edit with every field of spec §3,
 * and the publish state machine pending → published ⇄ disabled. Publishing needs the
 * supply-publishing permission (a sub-member holds it only when the main account grants it) and
 * a free slot of the membership's product quota, checked in the transaction that publishes.
 * Another company's product answers exactly like a missing one.
 */
export function ownProductRoutes(app: FastifyInstance): void {
  route(app, productEndpoints.ownList, async (request) => {
    const page = await ownProducts(app.db, currentMember(request), request.query);
    return { code: 200, msg: SUCCESS_MSG, ...page };
  });

  route(app, productEndpoints.quota, async (request) =>
    ok(await productQuota(app.db, currentMember(request), app.now())),
  );

  route(app, productEndpoints.receivers, async (request) =>
    ok(await inquiryReceivers(app.db, currentMember(request))),
  );

  route(app, productEndpoints.own, async (request) =>
    ok(await ownProduct(app.db, currentMember(request), request.params.id)),
  );

  route(app, productEndpoints.preview, async (request) => {
    const { product, status } = await loadProductPage(app.db, {
      id: request.params.id,
      base: baseOf(request.routeOptions.url),
      now: app.now(),
      previewingCompanyId: currentMember(request).companyId,
      reader: languageOf(request),
    });
    return ok({ ...product, status });
  });

  route(
    app,
    productEndpoints.create,
    async (request) => {
      const owner = ownerOf(currentMember(request), languageOf(request));
      return ok({ id: await addProduct(app.db, owner, request.body, app.now()) }, '保存成功');
    },
    { preValidation: rejectUnknownSaveFields },
  );

  route(
    app,
    productEndpoints.update,
    async (request) => {
      const owner = ownerOf(currentMember(request), languageOf(request));
      await editProduct(app.db, owner, request.params.id, request.body, app.now());
      return ok(null, '保存成功');
    },
    { preValidation: rejectUnknownSaveFields },
  );

  route(app, productEndpoints.publish, async (request) => {
    await publishProducts(app.db, currentMember(request), [request.params.id], app.now());
    return ok(null, '已发布');
  });

  route(app, productEndpoints.unpublish, async (request) => {
    await unpublishProducts(app.db, currentMember(request), [request.params.id]);
    return ok(null, '已下架');
  });

  route(
    app,
    productEndpoints.batchPublish,
    async (request) => {
      const count = await publishProducts(
        app.db,
        currentMember(request),
        request.body.ids,
        app.now(),
      );
      return ok({ count }, '已发布');
    },
    { preValidation: rejectUnknownFields(ProductBatchBody) },
  );

  route(
    app,
    productEndpoints.batchUnpublish,
    async (request) => {
      const count = await unpublishProducts(app.db, currentMember(request), request.body.ids);
      return ok({ count }, '已下架');
    },
    { preValidation: rejectUnknownFields(ProductBatchBody) },
  );
}

/** "Send inquiry" (issue #12): a signed-in buyer's inquiry about a published product. */
export function inquiryRoutes(app: FastifyInstance): void {
  route(
    app,
    productEndpoints.inquiry,
    async (request) =>
      ok(
        await sendInquiry(app, currentMember(request), {
          productId: request.params.id,
          body: request.body,
          ip: request.ip,
          base: (request.routeOptions.url ?? '').replace(/\/product\/.*$/, ''),
        }),
      ),
    { preValidation: rejectUnknownFields(InquiryBody) },
  );
}

/**
 * The public supply (spec §6: guests may browse): product search, product pages, their images and
 * the HS nomenclature for pickers. Only published products of trading companies are visible;
 * anything else answers like a missing product.
 */
export function publicProductRoutes(
  app: FastifyInstance,
  options: { productSearch: ProductSearch; fileStorage: FileStorage | null },
): void {
  route(app, productEndpoints.search, async (request) => {
    const result = await searchProducts(
      options.productSearch,
      request.query,
      languageOf(request),
      baseOf(request.routeOptions.url),
      app.now(),
    );
    app.searchInsights.recordSearch('product', request, result.total);
    return {
      code: 200,
      msg: SUCCESS_MSG,
      total: result.total,
      totalEstimated: result.totalEstimated,
      rows: result.rows,
    };
  });

  route(app, productEndpoints.industries, async () => ok(await supplyIndustries(app.db)));

  route(app, productEndpoints.page, async (request) => {
    const { product } = await loadProductPage(app.db, {
      id: request.params.id,
      base: baseOf(request.routeOptions.url),
      now: app.now(),
      reader: languageOf(request),
    });
    return ok(product);
  });

  route(app, productEndpoints.media, async (request, reply) => {
    const file = await publicMediaFile(app.db, request.params.id, request.params.fileId);
    const notFound = () => reply.code(404).send({ code: 404, msg: FILE_NOT_FOUND_MSG });
    if (!file || !options.fileStorage) return notFound();
    const stored = await options.fileStorage.get(file.stored_name);
    if (!stored) return notFound();
    return reply
      .header('content-type', file.mime_type)
      .header('content-length', stored.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', 'sandbox')
      .header('cache-control', 'public, max-age=86400')
      .send(stored.stream);
  });

  route(app, productEndpoints.hsCodes, async (request) =>
    ok(await hsCodes(app.db, request.query.q, request.query.parent)),
  );
}
