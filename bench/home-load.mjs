// Prints what a first visit to the home page costs: requests and bytes until the home page is
// rendered (its hero heading, the largest paint, is visible), split into JavaScript and the rest,
// with the JavaScript's bytes as the server sends them to a browser that accepts brotli (every
// browser over HTTPS) and to one that accepts only gzip; then when the trade figures (an API call)
// are in. What the shell preloads while idle afterwards is not counted.
// Goal (docs/performance.md, issue #16): ≤ 200 KiB of JS as served (brotli).
import http from 'node:http';
import https from 'node:https';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startPortalServer } from './lib/portal-server.mjs';

/**
 * The bytes the server sends for a URL to a client accepting `encoding`, counted as they arrive
 * (not decoded), and the encoding it chose: a file without its compressed twin goes out as is.
 */
function served(url, encoding) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    client
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }),
        );
      })
      .on('error', reject);
  });
}

/** A size in KiB, with the encoding the server chose when it is not the one asked for. */
const shown = ({ bytes, encoding }, asked) =>
  `${(bytes / 1024).toFixed(1)}${encoding === asked ? '' : ` (${encoding})`}`;

const server = await startPortalServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  const started = Date.now();
  await page.goto(server.url + '/');
  await page.locator('[data-testid="home"] h1').waitFor();
  const renderedMs = Date.now() - started;
  const rendered = [...responses];
  await page.getByTestId('trade-figures').waitFor();
  const figuresMs = Date.now() - started;

  let jsRaw = 0;
  let jsGzip = 0;
  let jsBrotli = 0;
  let otherRaw = 0;
  const jsFiles = [];
  for (const response of rendered) {
    const body = await response.body().catch(() => Buffer.alloc(0));
    if (response.url().endsWith('.js')) {
      jsRaw += body.length;
      const gzipped = await served(response.url(), 'gzip');
      const brotli = await served(response.url(), 'br');
      jsGzip += gzipped.bytes;
      jsBrotli += brotli.bytes;
      jsFiles.push({
        file: new URL(response.url()).pathname,
        'gzip KiB': shown(gzipped, 'gzip'),
        'brotli KiB': shown(brotli, 'br'),
      });
    } else {
      otherRaw += body.length;
    }
  }
  console.log(`Home page, first visit, loopback, no cache (${server.url})`);
  console.log(
    `  rendered (hero heading) after ${renderedMs} ms; trade figures in after ${figuresMs} ms`,
  );
  console.log(`  requests until rendered: ${rendered.length} (${jsFiles.length} JavaScript)`);
  console.log(
    `  JavaScript: ${(jsRaw / 1024).toFixed(1)} KiB raw; as served: ${(jsGzip / 1024).toFixed(1)} KiB to gzip, ${(jsBrotli / 1024).toFixed(1)} KiB to brotli`,
  );
  console.log(`  other bytes: ${(otherRaw / 1024).toFixed(1)} KiB raw`);
  console.table(jsFiles);
} finally {
  await browser.close();
  await server.stop();
}
