import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SearchSuggestQuery, SearchSuggestions } from '@portal/contracts/schemas';
import { Envelope, ok } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { searchSuggestions } from './suggestions';

/** The header search box's suggestions (docs/architecture.md): public, as the supply hall is. */
const searchSuggestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search/suggest',
    {
      schema: {
        tags: ['product'],
        summary:
          'Products, companies and HS codes whose words start with the keyword (any language), named in the reader’s',
        querystring: SearchSuggestQuery,
        response: { 200: Envelope(SearchSuggestions) },
      },
    },
    async (request) =>
      ok(
        await searchSuggestions(
          app.db,
          request.query.keyword,
          requestLanguage(request.headers['accept-language']),
        ),
      ),
  );
};

export default searchSuggestRoutes;
