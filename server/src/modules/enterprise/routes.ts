import type { FastifyInstance } from 'fastify';
import { enterpriseEndpoints } from '@portal/contracts/endpoints/enterprise';
import { route } from '../../platform/http/endpoint';
import { SUCCESS_MSG, ok } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import type { FileStorage } from '../../platform/files/file-storage';
import { FILE_NOT_FOUND_MSG } from '../files/service';
import { enterprisePage, listEnterprises, logoFile } from './service';

/**
 * The public face of trading companies (spec §6: guests may browse): the supply hall's company
 * list, a company's page with its published products, and its logo. No sign-in, so only public
 * fields.
 */
export function enterpriseRoutes(
  app: FastifyInstance,
  options: { fileStorage: FileStorage | null },
): void {
  route(app, enterpriseEndpoints.list, async (request) => {
    const reader = requestLanguage(request.headers['accept-language']);
    const page = await listEnterprises(app.db, request.query, reader, app.now());
    app.searchInsights.recordSearch('company', request, page.total);
    return { code: 200, msg: SUCCESS_MSG, total: page.total, rows: page.rows };
  });

  route(app, enterpriseEndpoints.page, async (request) =>
    ok(
      await enterprisePage(app.db, request.params.id, {
        // The same base path the page was asked on (/haiguan/api or /hg/api).
        base: request.routeOptions.url!.replace(/\/enterprise\/:id$/, ''),
        reader: requestLanguage(request.headers['accept-language']),
        now: app.now(),
      }),
    ),
  );

  route(app, enterpriseEndpoints.logo, async (request, reply) => {
    const file = await logoFile(app.db, request.params.id);
    const notFound = () => reply.code(404).send({ code: 404, msg: FILE_NOT_FOUND_MSG });
    if (!file || !options.fileStorage) return notFound();
    const stored = await options.fileStorage.get(file.stored_name);
    if (!stored) return notFound();
    return reply
      .header('content-type', file.mime_type)
      .header('content-length', stored.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', 'sandbox')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(stored.stream);
  });
}
