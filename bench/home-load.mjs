// Prints what a first visit to the home page costs: requests and bytes until the home page is
// rendered (its hero heading, the largest paint, is visible), split into JavaScript and the rest,
// with the gzipped and brotli sizes of the JavaScript (brotli is what the server sends over HTTPS); then when the trade figures (an API call) are in.
// What the shell preloads while idle afterwards is not counted.
// Goal (docs/performance.md, issue #16): ≤ 200 KiB of JS as served (brotli).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startPortalServer } from './lib/portal-server.mjs';

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
      const gzipped = gzipSync(body, { level: 9 }).length;
      jsGzip += gzipped;
      // Quality 11, as the build's precompressed .br files.
      const brotli = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length;
      jsBrotli += brotli;
      jsFiles.push({
        file: new URL(response.url()).pathname,
        'gzip KiB': (gzipped / 1024).toFixed(1),
        'brotli KiB': (brotli / 1024).toFixed(1),
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
    `  JavaScript: ${(jsRaw / 1024).toFixed(1)} KiB raw, ${(jsGzip / 1024).toFixed(1)} KiB gzipped, ${(jsBrotli / 1024).toFixed(1)} KiB brotli`,
  );
  console.log(`  other bytes: ${(otherRaw / 1024).toFixed(1)} KiB raw`);
  console.table(jsFiles);
} finally {
  await browser.close();
  await server.stop();
}
