import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SearchSuggestQuery, SearchSuggestions } from '@portal/contracts/schemas';
import type { ProductSearch } from '../../lib/product-search';
import { Envelope, ok } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { searchSuggestions } from './suggestions';

export interface SearchSuggestRouteOptions {
  /** The public product search, whose memory the suggestions share (both API prefixes one). */
  productSearch: ProductSearch;
}

/** The header search box's suggestions (docs/architecture.md): public, as the supply hall is. */
const searchSuggestRoutes: FastifyPluginAsyncTypebox<SearchSuggestRouteOptions> = async (
  app,
  options,
) => {
  const suggest = searchSuggestions(app.db, options.productSearch);
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
      ok(await suggest(request.query.keyword, requestLanguage(request.headers['accept-language']))),
  );
};

export default searchSuggestRoutes;
