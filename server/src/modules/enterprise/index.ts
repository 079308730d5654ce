import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from '../../platform/files/file-storage';
import { enterpriseRoutes } from './routes';

/** The public company pages and the supply hall's company list (docs/supply.md). */
const enterpriseModule: FastifyPluginAsync<{ fileStorage: FileStorage | null }> = async (
  app,
  options,
) => {
  enterpriseRoutes(app, { fileStorage: options.fileStorage });
};

export default enterpriseModule;
