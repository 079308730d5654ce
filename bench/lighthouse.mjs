// Runs Lighthouse's default mobile profile (simulated slow 4G and 4× CPU slowdown) on the home
// page and prints the performance score, LCP, TBT and CLS. Goal (docs/performance.md): ≥ 95.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startPortalServer } from './lib/portal-server.mjs';

const server = await startPortalServer({ port: 18901 });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
try {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const { lhr } = await lighthouse(server.url + '/', {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    results.push({
      run: run + 1,
      score: Math.round(lhr.categories.performance.score * 100),
      'LCP ms': Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      'TBT ms': Math.round(lhr.audits['total-blocking-time'].numericValue),
      CLS: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
      'FCP ms': Math.round(lhr.audits['first-contentful-paint'].numericValue),
    });
  }
  console.log(`Lighthouse ${'mobile'} profile, home page (${server.url})`);
  console.table(results);
} finally {
  await chrome.kill();
  await server.stop();
}
