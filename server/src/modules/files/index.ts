import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { fileRoutes } from './routes';
import { MAX_UPLOAD_BYTES, type FileRouteOptions } from './service';

export type { FileRouteOptions };

/** Uploads and downloads of the companies' files (docs/server.md). */
const filesModule: FastifyPluginAsync<FileRouteOptions> = async (app, options) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
  });
  fileRoutes(app, options);
};

export default filesModule;
