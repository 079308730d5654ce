import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from '../../platform/files/file-storage';
import type { ProductSearch } from '../../lib/product-search';
import { inquiryRoutes, ownProductRoutes, publicProductRoutes } from './routes';

export interface ProductRouteOptions {
  /** The search behind `product/search` (lib/product-search.ts), told about every change. */
  productSearch: ProductSearch;
  /** Where the products' images and video are stored (null: file storage disabled). */
  fileStorage: FileStorage | null;
}

/**
 * Products (docs/supply.md): the company's own products, the public supply hall and product
 * pages, the HS nomenclature for pickers, and inquiries about a product.
 */
const productsModule: FastifyPluginAsync<ProductRouteOptions> = async (app, options) => {
  const { productSearch, fileStorage } = options;
  publicProductRoutes(app, { productSearch, fileStorage });
  inquiryRoutes(app);
  await app.register(async (own) => {
    // Every write of the own products may change what the public search shows (a failed one
    // costs only a refresh of the search's memory).
    own.addHook('onResponse', async (request) => {
      if (request.method !== 'GET') productSearch.catalogueChanged();
    });
    ownProductRoutes(own);
  });
};

export default productsModule;
