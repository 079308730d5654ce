import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CaseCard,
  CaseFilters,
  CaseListQuery,
  ContentPage,
  ContentSlugParams,
} from '@portal/contracts/schemas';
import { Envelope, PageEnvelope, SUCCESS_MSG, ok } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import contactRoutes, { type ContactRouteOptions } from './contact';
import { PAGE_COLUMNS, loadPage, pagePath, textsIn, type PageRow } from './content-pages';

/**
 * The portal's editorial pages, public (issue #15, docs/cases-and-services.md): the industry
 * cases of /successCase with their filters, any case or service page by its slug, in the
 * request's language (in Simplified Chinese where a page has no text in it), and the service
 * pages' contact form (./contact.ts). Unpublished cases are not there: operators find them at
 * `operator/cases` (./operator-cases.ts).
 */
const contentRoutes: FastifyPluginAsyncTypebox<ContactRouteOptions> = async (app, options) => {
  app.get(
    '/content/cases',
    {
      schema: {
        tags: ['content'],
        summary: 'Published industry cases, optionally of one industry and one market country',
        querystring: CaseListQuery,
        response: { 200: PageEnvelope(CaseCard) },
      },
    },
    async (request) => {
      const language = requestLanguage(request.headers['accept-language']);
      const { pageNum, pageSize, industry = null, country = null } = request.query;
      const where = `p.kind = 'case' AND p.published
        AND ($1::text IS NULL OR p.industry = $1) AND ($2::text IS NULL OR $2 = ANY (p.countries))`;
      const [count, page] = await Promise.all([
        app.db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM content_pages p WHERE ${where}`,
          [industry, country],
        ),
        app.db.query<PageRow>(
          `SELECT ${PAGE_COLUMNS}
             FROM content_pages p ${textsIn('$3')}
            WHERE ${where} ORDER BY p.sort, p.id LIMIT $4 OFFSET $5`,
          [industry, country, language, pageSize, (pageNum - 1) * pageSize],
        ),
      ]);
      return {
        code: 200,
        msg: SUCCESS_MSG,
        total: count.rows[0]!.total,
        rows: page.rows.map((row) => ({
          slug: row.slug,
          path: pagePath(row.slug, row.kind),
          title: row.title,
          summary: row.summary,
          industry: row.industry ?? '',
          countries: row.countries,
          metrics: row.metrics,
        })),
      };
    },
  );

  app.get(
    '/content/cases/filters',
    {
      schema: {
        tags: ['content'],
        summary: 'The industries and market countries of the published cases',
        response: { 200: Envelope(CaseFilters) },
      },
    },
    async () => {
      const { rows } = await app.db.query<{ industries: string[]; countries: string[] }>(
        `SELECT COALESCE(array_agg(DISTINCT industry ORDER BY industry), '{}') AS industries,
                COALESCE((SELECT array_agg(DISTINCT c ORDER BY c) FROM content_pages, unnest(countries) c
                           WHERE kind = 'case' AND published), '{}') AS countries
           FROM content_pages WHERE kind = 'case' AND published`,
      );
      return ok(rows[0]!);
    },
  );

  app.get(
    '/content/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A case or service page in the request’s language',
        params: ContentSlugParams,
        response: { 200: Envelope(ContentPage) },
      },
    },
    async (request) =>
      ok(
        await loadPage(
          app.db,
          request.params.slug,
          requestLanguage(request.headers['accept-language']),
        ),
      ),
  );

  await app.register(contactRoutes, options);
};

export default contentRoutes;
