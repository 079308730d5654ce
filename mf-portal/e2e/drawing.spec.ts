import { expect, test, type Locator, type Page } from '@playwright/test';
import { chromium } from '../../e2e/playwright.config';

// Headless Chromium draws WebGL only with its software rasterizer allowed (no GPU on CI).
test.use({
  launchOptions: { ...chromium, args: [...chromium.args, '--enable-unsafe-swiftshader'] },
});

/**
 * What the element shows, counted from a screenshot decoded by the browser itself: pixels that
 * differ from the top-left one (the background), and light ones (the globe's coasts and borders,
 * #d8e6f3, are the only light lines on its dark blue).
 */
async function pixelsOf(element: Locator) {
  const png = (await element.screenshot()).toString('base64');
  return element.page().evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data: rgba } = context.getImageData(0, 0, image.width, image.height);
    let drawn = 0;
    let light = 0;
    for (let index = 0; index < rgba.length; index += 4) {
      const [r, g, b] = [rgba[index]!, rgba[index + 1]!, rgba[index + 2]!];
      if (r !== rgba[0] || g !== rgba[1] || b !== rgba[2]) drawn += 1;
      if (r > 150 && g > 170 && b > 180 && !(r > 245 && g > 245 && b > 245)) light += 1;
    }
    return { area: image.width * image.height, drawn, light };
  }, png);
}

/** Each HS chapter table's width beyond its card: 0 when every column, share included, shows. */
const chapterTablesOverflow = (page: Page) =>
  page
    .getByRole('region', { name: /按 HS 章（表格）/ })
    .evaluateAll((regions) => regions.map((region) => region.scrollWidth - region.clientWidth));

test('the statistics chart draws and its HS tables fit a phone and a desktop; the globe draws the countries', async ({
  page,
}) => {
  // No chart animation: the screenshot is the finished chart.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/statistics?partners=BR');
  const chart = page.getByRole('img', { name: /历年走势（图表/ });
  await expect(chart.locator('svg path').first()).toBeAttached();
  const line = await pixelsOf(chart);
  expect(line.drawn / line.area).toBeGreaterThan(0.02);
  await expect(page.getByRole('region', { name: /按 HS 章（表格）/ })).toHaveCount(2);
  expect(await chapterTablesOverflow(page)).toEqual([0, 0]);
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await chapterTablesOverflow(page)).toEqual([0, 0]);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/globe');
  const globe = page.locator('canvas.globe-canvas');
  await expect(globe).toBeVisible();
  await expect(page.getByTestId('globe-flat-map')).toHaveCount(0);
  // Three, the map data and a few frames; without the outlines only the markers' rims are light.
  await expect
    .poll(async () => (await pixelsOf(globe)).light, { timeout: 20_000 })
    .toBeGreaterThan(1500);
  expect((await pixelsOf(globe)).drawn).toBeGreaterThan(10_000);
});
