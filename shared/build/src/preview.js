// @ts-check
// Serves one app's built dist/ on its own port, with the API and the shared runtime files
// proxied to a running portal server, so QA can test a remote's standalone build.
const path = require('node:path');
const { existsSync } = require('node:fs');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const proxy = require('@fastify/http-proxy');

/**
 * @param {string} appDir
 * @param {number} port
 * @param {string} apiOrigin
 */
async function startPreview(appDir, port, apiOrigin) {
  const root = path.join(appDir, 'dist');
  if (!existsSync(root)) throw new Error(`${root} does not exist: run the build first`);
  const app = Fastify({ logger: process.env.PREVIEW_LOG === '1' });
  for (const prefix of ['/haiguan', '/hg', '/remotes', '/remotes.json']) {
    // The real-time channel is /hg/socket.io; @fastify/http-proxy carries websockets for one prefix.
    const websocket = prefix === '/hg';
    await app.register(proxy, { upstream: apiOrigin, prefix, rewritePrefix: prefix, websocket });
  }
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const hashed = /\.[0-9a-f]{8}\.\w+$/.test(filePath);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // History-mode routes of the harness fall back to its page.
  app.setNotFoundHandler((_request, reply) => reply.type('text/html').sendFile('index.html'));
  await app.listen({ port, host: '127.0.0.1' });
  console.log(`[preview] ${path.basename(appDir)} on http://localhost:${port} (API: ${apiOrigin})`);
}

module.exports = { startPreview };
