// Runs Lighthouse's default mobile profile (simulated slow 4G and 4× CPU slowdown) on the home
// page, or on the paths given (`node bench/lighthouse.mjs / /statistics /globe`), and prints the
// performance score, LCP, TBT and CLS per path. Goal for home (docs/performance.md): ≥ 95.
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
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
  for (const path of paths) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(server.url + path, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      if (lhr.runtimeError) {
        // A run Lighthouse could not complete (it says why) is reported, not averaged in.
        results.push({
          run: run + 1,
          error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
        });
        continue;
      }
      results.push({
        run: run + 1,
        score: Math.round(lhr.categories.performance.score * 100),
        'LCP ms': Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        'TBT ms': Math.round(lhr.audits['total-blocking-time'].numericValue),
        CLS: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
        'FCP ms': Math.round(lhr.audits['first-contentful-paint'].numericValue),
        // Lighthouse's measure of this machine's CPU: figures of different days compare only
        // at similar values.
        'CPU index': Math.round(lhr.environment.benchmarkIndex),
      });
    }
    console.log(`Lighthouse mobile profile, ${path} (${server.url})`);
    console.table(results);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
