import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import searchInsightsRoutes from '../modules/search-insights/routes';
import { MODULES, type ApiOptions } from '../modules';
import searchSuggestRoutes from '../modules/search-suggest/routes';

/**
 * Every API route, mounted once per base path (/haiguan/api and /hg/api, spec §7). Routes that
 * need a member sit in a child context whose onRequest hook is the authentication gate, so a
 * route cannot be added there and forget to check the token.
 */
const apiRoutes: FastifyPluginAsyncTypebox<ApiOptions> = async (app, options) => {
  app.get(
    '/openapi.json',
    {
      schema: {
        tags: ['meta'],
        summary: 'This OpenAPI document',
        response: { 200: Type.Object({}, { additionalProperties: true }) },
      },
    },
    async () => app.swagger(),
  );

  await app.register(searchSuggestRoutes, { productSearch: options.productSearch });
  // `options` still carries this plugin's own prefix, which a module must not add a second time.
  for (const module of MODULES) await app.register(module, { ...options, prefix: '' });

  await app.register(async (authenticated) => {
    authenticated.addHook('onRequest', authenticated.authenticate);
    await authenticated.register(searchInsightsRoutes);
  });
};

export default apiRoutes;
