import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { ROUTES, findRoute } from '../../shared/contracts/src/routes';
import { DEMO_PASSWORD, companyIdNamed } from './helpers';

// A tour of every route in every language, shared by the layout and accessibility specs.
export const LANGUAGES = ['zh', 'cht', 'pt', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Where axe-core checks each language's tour: every route once per language, and at each width in
 * a language of each script — on the desktop in zh and en, on the phone in cht and pt. The width
 * check runs in every language at both widths.
 */
export const AXE_WIDTH: Record<Language, 390 | 1440> = { zh: 1440, cht: 390, pt: 390, en: 1440 };

/**
 * Routes whose screen is not built yet (`meta.planned` in shared/contracts/src/routes.ts): the
 * shell shows the designed "coming soon" page for them, measured in one language only. Taking
 * the flag off a route that gets built moves it to the whole tour.
 */
export const COMING_SOON = new Set(
  ROUTES.filter((route) => route.meta.planned).map((route) => route.path),
);

/** Pages a signed-in member is sent away from: checked as a guest. */
export const GUEST_ONLY = new Set(['/login', '/register', '/forgotPassword']);

// A verified main account with products, orders and staff: every screen has something to show.
export const MEMBER = 'demo.pt@example.com';
const OTHER_SELLER = '云南普洱茶源茶业有限公司';

export const BUILT = ROUTES.filter((route) => !COMING_SOON.has(route.path));

/** The platform's operator, who alone opens the routes of a `platform:` permission. */
export const OPERATOR = 'operator@example.com';

/** Routes for the platform's operators only (docs/search-insights.md): toured as the operator. */
export const OPERATOR_ONLY = new Set(
  BUILT.filter((route) => route.meta.permission?.startsWith('platform:')).map(
    (route) => route.path,
  ),
);

export async function signedInContext(
  browser: Browser,
  language: Language,
  width = 390,
  username = MEMBER,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const login = await context.request.post('/haiguan/api/loginApi/login', {
    data: { username, password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  await context.addInitScript(
    ({ value, lang }) => {
      localStorage.setItem('portal.token', value);
      localStorage.setItem('portal.lang', lang);
    },
    { value: token, lang: language },
  );
  return context;
}

export async function guestContext(browser: Browser, language: Language, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((lang) => localStorage.setItem('portal.lang', lang), language);
  return context;
}

/**
 * Opens a path and waits until its requests are done (none in flight for 150 ms) and the screen
 * has settled: what 'networkidle' waits for, without its fixed half second per page. Once the
 * portal is up the path is opened by the shell's router, as a click on a link would: loading the
 * whole page for every route would boot the shell and its remotes again each time (three
 * quarters of a tour's time), which is not what the tour measures.
 *
 * Returns what keeps the screen from being measured — requests that never end, a screen that
 * never settles, an error, "not found" or "coming soon" page instead of the route's own — so that
 * the tour reports it rather than measuring the wrong screen; empty when the screen is the route's.
 */
export async function visit(page: Page, path: string): Promise<string[]> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    if (page.url().startsWith('http'))
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    else await page.goto(path);
    const giveUp = Date.now() + 10_000;
    while ((inFlight.size > 0 || Date.now() - lastChange < 150) && Date.now() < giveUp)
      await page.waitForTimeout(25);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  const unfinished = [...inFlight].map((request) => new URL(request.url()).pathname);
  if (unfinished.length > 0) return [`${path}: requests unanswered after 10 s: ${unfinished}`];
  return settle(page, path);
}

/** What stands in place of a route's screen when something went wrong. */
const NOT_THE_SCREEN = [
  '[data-testid="not-found"]',
  '[data-testid="no-permission"]',
  '[data-testid="remote-fallback"]',
  '[data-testid="coming-soon"]',
  '.ant-result-error',
  '.ant-result-warning',
  '.ant-result-403',
  '.ant-result-404',
  '.ant-result-500',
].join(', ');

/**
 * What a screen of its own shows inside its remote's root: a heading, or — on the workbench's
 * lists and forms, which the side menu titles — a table, a form, tabs or a named region.
 */
const OWN_CONTENT = [
  'h1',
  'h2',
  'h3',
  '[role="heading"]',
  'table',
  'form',
  '[role="tablist"]',
  '[aria-label]',
].join(', ');

/**
 * Waits until the route's screen has drawn its data (no spinner, skeleton or busy area left) and
 * checks that it is the route's own: its remote's root, with content of its own (OWN_CONTENT),
 * and nothing of NOT_THE_SCREEN — but for a route not built yet, whose screen is "coming soon".
 */
async function settle(page: Page, path: string): Promise<string[]> {
  const drawn = await page
    .waitForFunction(
      (standIns) =>
        document.querySelector(`[data-remote]:not([hidden]), ${standIns}`) !== null &&
        document.querySelector(
          '.remote-slot__loading, .ant-spin-spinning, .ant-skeleton, [aria-busy="true"]',
        ) === null,
      NOT_THE_SCREEN,
      { timeout: 8_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!drawn) return [`${path}: no screen, or still loading, after 8 s`];
  // Elements still fading in have a colour axe would misjudge: let finite animations end.
  const still = await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!still) return [`${path}: still animating after 3 s`];
  // Layout that follows a screen change (the header fitting its menu after a back button
  // appeared) is measured after it has run: two frames.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return screenProblems(page, path);
}

async function screenProblems(page: Page, path: string): Promise<string[]> {
  const asked = new URL(path, page.url()).pathname;
  const shown = new URL(page.url()).pathname;
  if (shown !== asked) return [`${path}: sent on to ${shown}`];
  const route = findRoute(shown);
  if (!route) return [`${path}: no such route`];
  const standIn = page.locator(NOT_THE_SCREEN).locator('visible=true');
  if (COMING_SOON.has(route.path)) {
    return (await page.getByTestId('coming-soon').isVisible())
      ? []
      : [`${path}: built now: take it off COMING_SOON so every language is measured`];
  }
  if ((await standIn.count()) > 0) {
    const text = (await standIn.first().innerText()).replace(/\s+/g, ' ').slice(0, 80);
    return [`${path}: shows "${text}" instead of its screen`];
  }
  const screen = page.locator(`[data-remote="${route.remote}"]`).locator('visible=true');
  const content = screen.locator(OWN_CONTENT).locator('visible=true');
  // A screen loaded lazily may still be on its way in (the router keeps the last one meanwhile).
  const drawn = await content
    .first()
    .waitFor({ timeout: 8_000 })
    .then(
      () => true,
      () => false,
    );
  if ((await screen.count()) === 0) return [`${path}: ${route.remote}'s screen is not shown`];
  if (!drawn) return [`${path}: its screen shows nothing of its own`];
  return [];
}

/** The first record's id of a list of the API, as the signed-in member (if any) sees it. */
async function firstId(page: Page, path: string): Promise<number | undefined> {
  const token = await page.evaluate(() => localStorage.getItem('portal.token'));
  const response = await page.request.get(`/haiguan/api/${path}`, {
    params: { pageNum: 1, pageSize: 1 },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return ((await response.json()) as { rows?: { id: number }[] }).rows?.[0]?.id;
}

/** firstId, which the tour needs: none fails it rather than opening a screen on `?id=undefined`. */
async function requiredId(page: Page, path: string): Promise<number> {
  const id = await firstId(page, path);
  if (id === undefined) throw new Error(`the tour needs a record of ${path}, and it has none`);
  return id;
}

/** The member's first feedback, written by the tour when it has none yet. */
async function feedbackId(page: Page): Promise<number> {
  const existing = await firstId(page, 'feedback/list');
  if (existing !== undefined) return existing;
  const token = await page.evaluate(() => localStorage.getItem('portal.token'));
  const response = await page.request.post('/haiguan/api/feedback', {
    data: {
      type: 1,
      title: 'Encomendas em lote',
      content: 'Seria útil importar várias linhas de encomenda de uma folha de cálculo.',
    },
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as { data?: { id: number } };
  if (!data) throw new Error('the tour could not write the feedback /feedbackInfo shows');
  return data.id;
}

/** Detail screens opened on a real record, so their content is measured, not an error state. */
export async function detailPaths(page: Page): Promise<Record<string, string>> {
  const product = await requiredId(page, 'product/search');
  const ownProduct = await requiredId(page, 'product/ownList');
  const company = await companyIdNamed(page.request, OTHER_SELLER);
  return {
    '/productDetail': `/productDetail?id=${product}`,
    '/newsInfo': `/newsInfo?id=${await requiredId(page, 'news/list')}`,
    '/enterpriseInfo': `/enterpriseInfo?id=${company}`,
    '/productPreview': `/productPreview?id=${ownProduct}`,
    '/saveProduct': `/saveProduct?id=${ownProduct}`,
    '/staffUpdate': `/staffUpdate?id=${await requiredId(page, 'staff/list')}`,
    '/orderSupplement': `/orderSupplement?param=${await requiredId(page, 'minor/order/list')}`,
    '/demandInfo': `/demandInfo?id=${await requiredId(page, 'demand/search')}`,
    '/demandDetail': `/demandDetail?id=${await requiredId(page, 'demand/ownList')}`,
    '/diagnosisDetail': `/diagnosisDetail?param=${await requiredId(page, 'diagnosis/ownList')}`,
    '/digitalProductDetail': `/digitalProductDetail?id=${await requiredId(page, 'digital/products')}`,
    '/exhibitionDetail': `/exhibitionDetail?id=${await requiredId(page, 'exhibitions')}`,
    '/feedbackInfo': `/feedbackInfo?id=${await feedbackId(page)}`,
    '/caseInfo': '/caseInfo?slug=lbteaCase',
  };
}

/**
 * Screens a route shows besides its default one: a pavilion's companies, products and prices;
 * the demand hall's demands (the hall opens on the supply tab).
 */
const MORE_PATHS = ['/pavilions?theme=tea', '/demandHall?tab=demand'];

/** What a signed-in member's tour opens: every built route (on a record where it shows one). */
export function memberTour(details: Record<string, string>): string[] {
  return [
    ...BUILT.filter((route) => !GUEST_ONLY.has(route.path) && !OPERATOR_ONLY.has(route.path)).map(
      (route) => details[route.path] ?? route.path,
    ),
    ...MORE_PATHS,
  ];
}

/** Puts two other sellers' products in the member's cart, so /cart shows lines and a total. */
export async function fillCart(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('portal.token'));
  const search = await page.request.get('/haiguan/api/product/search', {
    params: { pageNum: 1, pageSize: 10 },
  });
  const { rows } = (await search.json()) as { rows: { id: number }[] };
  for (const { id } of rows.slice(0, 4)) {
    // The member's own products are refused: that is fine, the others land in the cart.
    await page.request.post('/haiguan/api/shoppingCart', {
      data: { productId: id, productQuantity: 12345 },
      headers: { authorization: `Bearer ${token}` },
    });
  }
}

/** The document's width beyond the viewport, and what sticks out furthest, for the message. */
export async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const excess = document.documentElement.scrollWidth - width;
    if (excess <= 0) return null;
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > width + 1)
      .sort((a, b) => b.right - a.right)
      .slice(0, 4)
      .map(({ element, right }) => {
        const classes = [...element.classList].slice(0, 2).join('.');
        return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (right ${Math.round(right)})`;
      });
    return `${document.documentElement.scrollWidth}px wide: ${culprits.join(', ')}`;
  });
}

/**
 * Walks the first few Tab stops of the open page and names each one whose focus cannot be seen:
 * no outline and no box shadow (antd draws focus as a shadow) while it has keyboard focus.
 */
export async function invisibleFocus(page: Page, path: string, stops = 4): Promise<string[]> {
  // Tabbing starts from the top of the page, as after a page load: the router keeps the focus
  // (and the browser its starting point) where the previous screen had it.
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  const findings: string[] = [];
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== 'none';
      const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
      return { visible: outline || shadow, name };
    });
    if (seen && !seen.visible) findings.push(`${path}: focus not visible on ${seen.name}`);
  }
  return findings;
}

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// axe-core is put into each document once. The tours change routes without reloading the page,
// so it stays there for the next check; @axe-core/playwright's AxeBuilder put its 0.5 MB source
// into the page again for every check: 1.4 s a check on the portal's home on this machine,
// against 0.4 s for axe's own run.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_AA },
  resultTypes: ['violations'],
};

/** axe-core's serious and critical WCAG 2.2 AA findings on the open page, one line each. */
export async function axeFindings(page: Page, path: string, language: Language): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, options);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, AXE_OPTIONS);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      ({ id, impact, targets }) =>
        `${path} [${language}] ${id} (${impact}, ${targets.length}): ${targets.slice(0, 3).join(' | ')}`,
    );
}
