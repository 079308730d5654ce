import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readWhenChanged } from '../files/file-cache';
import { languageOf, pageHtml } from './page-html';
import { JSON_TYPE } from './errors';
import type { RemotesSource } from './remotes';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files the browser must revalidate every time: they name the current hashed chunks. */
const ALWAYS_REVALIDATED = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
]);

/**
 * Only `chunkFilename` carries a content hash (hashing the entry breaks the federation runtime,
 * see docs/module-federation notes), so a file is immutable exactly when a segment of its name
 * is 8+ hex characters (`vendors.3f9a1c2b.js`, `412-a1b2c3d4e5.js`). Everything else is revalidated.
 */
export function cacheControlFor(fileName: string): string {
  if (ALWAYS_REVALIDATED.has(fileName)) return NO_CACHE;
  const segments = fileName.split(/[.\-_]/);
  return segments.some((segment) => /^[0-9a-f]{8,}$/i.test(segment)) ? IMMUTABLE : NO_CACHE;
}

const API_PATH = /^\/(haiguan|hg)\/api(\/|$)/;

export interface StaticOptions {
  staticRoot: string;
  /** Published remote builds (`<releasesDir>/<mf-name>/<version>/`); unset: none are served. */
  releasesDir?: string;
  remotes: RemotesSource;
  notFoundRateLimit: number;
}

/** `/<mf-name>/<version>/<file…>` below `/releases/`: nothing else there (history.json) is served. */
const RELEASE_FILE = /^\/mf-[a-z0-9-]+\/[A-Za-z0-9][A-Za-z0-9._-]*\/[^/].*$/;

/**
 * The built front-end: the shell at `/`, each remote's build under `/remotes/<mf-name>/`, the
 * published releases under `/releases/<mf-name>/<version>/`, the remotes map at `/remotes.json`,
 * and the history-mode fallback to the shell's index.html. Builds that do not exist yet are
 * skipped, so the API runs (and is tested) without them.
 */
export default fp<StaticOptions>(
  async (app, { staticRoot, releasesDir, remotes, notFoundRateLimit }) => {
    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('cache-control', NO_CACHE)
        .type('application/json; charset=utf-8')
        .send(remotes.json()),
    );

    const setHeaders = (reply: FastifyReply, filePath: string) =>
      reply.header('cache-control', cacheControlFor(path.basename(filePath)));

    const remoteDirs = existsSync(staticRoot)
      ? readdirSync(staticRoot, { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
          .map((entry) => entry.name)
          .filter((name) => existsSync(path.join(staticRoot, name, 'dist')))
      : [];
    for (const name of remoteDirs) {
      await app.register(fastifyStatic, {
        root: path.join(staticRoot, name, 'dist'),
        prefix: `/remotes/${name}/`,
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders,
      });
    }

    if (releasesDir) {
      // Registered even while the directory is missing or empty: releases are published (by
      // scripts/release-remote.mjs) while the server runs, and each file is looked up per request.
      await app.register(fastifyStatic, {
        root: releasesDir,
        prefix: '/releases/',
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        // Versions being copied in are dot-directories until they are complete.
        dotfiles: 'ignore',
        allowedPath: (pathname) => RELEASE_FILE.test(pathname),
        suppressWarning: true,
        setHeaders,
      });
    }

    const shellDist = path.join(staticRoot, 'shell', 'dist');
    const shellIndex = path.join(shellDist, 'index.html');
    if (existsSync(shellDist)) {
      await app.register(fastifyStatic, {
        root: shellDist,
        prefix: '/',
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        // Pages, `/` included, get the HTML below: their remote's files hinted, their first paint.
        index: false,
        setHeaders,
      });
    }

    const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
      const page = {
        pathname: new URL(request.url, 'http://portal.invalid').pathname,
        language: languageOf(request.headers),
      };
      const shellHtml = readWhenChanged(shellIndex, (text) => text);
      if (shellHtml === undefined) throw new Error(`${shellIndex} is gone`);
      const html = pageHtml(shellHtml, page, {
        remotes: JSON.parse(remotes.json()),
        staticRoot,
        releasesDir,
      });
      return reply
        .header('cache-control', NO_CACHE)
        .header('vary', 'cookie, accept-language')
        .type('text/html; charset=utf-8')
        .send(html);
    };
    if (existsSync(shellIndex)) app.get('/', { schema: { hide: true } }, sendPage);

    const wantsPage = (request: FastifyRequest) =>
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PATH.test(request.url) &&
      !request.url.startsWith('/remotes/') &&
      !request.url.startsWith('/releases/') &&
      (request.headers.accept ?? '').includes('text/html') &&
      existsSync(shellIndex);

    app.setNotFoundHandler(
      // Throttled: scanners probing for files should not get unlimited answers (security note 12).
      { preHandler: app.rateLimit({ max: notFoundRateLimit, timeWindow: '1 minute' }) },
      (request: FastifyRequest, reply: FastifyReply) => {
        if (wantsPage(request)) return sendPage(request, reply);
        reply.serializer(JSON.stringify).type(JSON_TYPE);
        const msg = API_PATH.test(request.url) ? '接口不存在' : '请求的资源不存在';
        return reply.code(404).send({ code: 404, msg });
      },
    );
  },
  { name: 'static', dependencies: ['security'] },
);
