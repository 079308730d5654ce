import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Language } from '@portal/contracts';
import {
  DigitalIdParams,
  DigitalProductCard,
  DigitalProductDetail,
  DigitalProductQuery,
} from '@portal/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { DbExecutor } from '../../platform/db/db';
import { digitalMessages } from '../../lib/digital-messages';
import {
  BusinessError,
  Envelope,
  PageEnvelope,
  SUCCESS_MSG,
  ok,
} from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';

export type Localized = Record<Language, string>;

export interface PlanRow {
  key: string;
  name: Localized;
  price: string;
  currency: string;
  period: Localized;
  features: Localized[];
}

export interface ProductRow {
  id: number;
  code: string;
  name: Localized;
  provider: Localized;
  summary: Localized;
  description: Localized;
  dimensions: string[];
  plans: PlanRow[];
  cases: { company: Localized; story: Localized }[];
}

export function languageOf(request: FastifyRequest): Language {
  return requestLanguage(request.headers['accept-language']);
}

export function localize(text: Localized, language: Language): string {
  return text[language] || text.zh;
}

export function toCard(row: ProductRow, language: Language) {
  const cheapest = [...row.plans].sort((a, b) => Number(a.price) - Number(b.price))[0]!;
  return {
    id: row.id,
    name: localize(row.name, language),
    provider: localize(row.provider, language),
    summary: localize(row.summary, language),
    dimensions: row.dimensions,
    fromPrice: cheapest.price,
    currency: cheapest.currency,
  };
}

const PRODUCT_COLUMNS = 'id, code, name, provider, summary, description, dimensions, plans, cases';

/** An enabled product, or 404 in the request's language. */
export async function findProduct(
  db: DbExecutor,
  id: number,
  language: Language,
): Promise<ProductRow> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM digital_products WHERE id = $1 AND enabled`,
    [id],
  );
  if (!rows[0]) throw new BusinessError(404, digitalMessages(language).productNotFound());
  return rows[0];
}

/**
 * The platform's catalogue of digital-transformation products and services (issue #13,
 * docs/digital-products.md), public: by the diagnosis dimensions they improve, in the request's
 * language. The diagnosis report asks for its gaps' dimensions here.
 */
const digitalCatalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/digital/products',
    {
      schema: {
        tags: ['digital'],
        summary: 'Enabled digital products, optionally those improving any of the dimensions',
        querystring: DigitalProductQuery,
        response: { 200: PageEnvelope(DigitalProductCard) },
      },
    },
    async (request) => {
      const { pageNum, pageSize, dimension } = request.query;
      const dimensions = dimension === undefined ? null : [dimension].flat();
      const where = 'enabled AND ($1::text[] IS NULL OR dimensions && $1::text[])';
      const [count, page] = await Promise.all([
        app.db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM digital_products WHERE ${where}`,
          [dimensions],
        ),
        app.db.query<ProductRow>(
          `SELECT ${PRODUCT_COLUMNS} FROM digital_products WHERE ${where}
            ORDER BY sort, id LIMIT $2 OFFSET $3`,
          [dimensions, pageSize, (pageNum - 1) * pageSize],
        ),
      ]);
      const language = languageOf(request);
      return {
        code: 200,
        msg: SUCCESS_MSG,
        rows: page.rows.map((row) => toCard(row, language)),
        total: count.rows[0]!.total,
      };
    },
  );

  app.get(
    '/digital/products/:id',
    {
      schema: {
        tags: ['digital'],
        summary: 'A digital product with its plans and cases',
        params: DigitalIdParams,
        response: { 200: Envelope(DigitalProductDetail) },
      },
    },
    async (request) => {
      const language = languageOf(request);
      const row = await findProduct(app.db, request.params.id, language);
      return ok({
        ...toCard(row, language),
        description: localize(row.description, language),
        plans: row.plans.map((plan) => ({
          key: plan.key,
          name: localize(plan.name, language),
          price: plan.price,
          currency: plan.currency,
          period: localize(plan.period, language),
          features: plan.features.map((feature) => localize(feature, language)),
        })),
        cases: row.cases.map((story) => ({
          company: localize(story.company, language),
          story: localize(story.story, language),
        })),
      });
    },
  );
};

export default digitalCatalogueRoutes;
