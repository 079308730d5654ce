import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { cacheControlFor } from '../src/platform/http/static';
import {
  API,
  createTestApp,
  DEFAULT_REMOTES,
  login,
  openTestDb,
  type TestApp,
  type TestDb,
} from './helpers';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.close());

describe('platform behaviour', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp({
      db: testDb.db,
      remotes: {
        mf_portal: '/remotes/mf-portal/mf-manifest.json',
        mf_trade: 'https://cdn.example.com/mf-trade/mf-manifest.json',
      },
      extend: (app) => {
        app.get('/haiguan/api/test/boom', async () => {
          throw new Error('database password is hunter2');
        });
      },
    });
  });
  afterAll(() => context.close());

  it('reports health', async () => {
    const response = await context.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API route with a 404 envelope on both base paths', async () => {
    for (const prefix of ['/haiguan/api', '/hg/api']) {
      const response = await context.app.inject({
        url: `${prefix}/no/such/route`,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({ code: 404, msg: '接口不存在' });
    }
    const file = await context.app.inject({ url: '/no-such-file.js' });
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('labels every error envelope as JSON', async () => {
    const refused = await context.app.inject({
      method: 'POST',
      url: `${API}/loginApi/login`,
      payload: {},
    });
    expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
    const expired = await context.app.inject({ url: `${API}/member/info` });
    expect(expired.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(expired.json()).toEqual({ code: 401, msg: '登录已失效，请重新登录' });
  });

  it('reads the Bearer scheme in any letter case', async () => {
    const token = await login(context.app, 'demo.pt@example.com');
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const response = await context.app.inject({
        url: `${API}/member/info`,
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(response.json()).toMatchObject({
        code: 200,
        data: { username: 'demo.pt@example.com' },
      });
    }
  });

  it('serves no development outbox unless asked for', async () => {
    const safe = await createTestApp({ db: testDb.db, devOutbox: false, nodeEnv: 'development' });
    try {
      const response = await safe.app.inject({ url: '/dev/outbox?to=13800000001' });
      expect(response.statusCode).toBe(404);
    } finally {
      await safe.close();
    }
    const asked = await context.app.inject({ url: '/dev/outbox?to=13800000001' });
    expect(asked.json()).toMatchObject({ code: 200 });
  });

  it('hides the cause of unexpected errors', async () => {
    const response = await context.app.inject({ url: '/haiguan/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, msg: '系统出了点小问题' });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers malformed JSON and oversized bodies with an envelope', async () => {
    const malformed = await context.app.inject({
      method: 'POST',
      url: `${API}/loginApi/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(malformed.json()).toEqual({ code: 400, msg: '请求格式不正确' });
    const huge = await context.app.inject({
      method: 'POST',
      url: `${API}/loginApi/login`,
      payload: { username: 'x'.repeat(1024 * 1024 + 1), password: 'y' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ code: 413, msg: '请求内容过大' });
  });

  it('keeps an incoming request id and makes one up otherwise', async () => {
    const kept = await context.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const made = await context.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the security headers with a CSP naming the remote origins', async () => {
    const response = await context.app.inject({ url: `${API}/dict/data/type/trade_currency` });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com(;| )/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.com/);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
      "style-src 'self' 'unsafe-inline'",
    ]) {
      expect(csp).toContain(directive);
    }
  });

  it('serves remotes.json uncached and follows changes to the file', async () => {
    const response = await context.app.inject({ url: '/remotes.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({
      mf_trade: 'https://cdn.example.com/mf-trade/mf-manifest.json',
    });

    const file = path.join(context.dir, 'remotes.json');
    writeFileSync(file, JSON.stringify({ mf_chat: 'https://chat.example.org/mf-manifest.json' }));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect((await context.app.inject({ url: '/remotes.json' })).json()).toEqual({
      mf_chat: 'https://chat.example.org/mf-manifest.json',
    });
    const csp = String(
      (await context.app.inject({ url: '/healthz' })).headers['content-security-policy'],
    );
    expect(csp).toContain('https://chat.example.org');
    expect(csp).not.toContain('cdn.example.com');
  });

  it('publishes an OpenAPI document listing the routes under both prefixes', async () => {
    for (const prefix of ['/haiguan/api', '/hg/api']) {
      const document = (await context.app.inject({ url: `${prefix}/openapi.json` })).json();
      expect(document.openapi).toMatch(/^3\./);
      for (const route of [
        '/loginApi/login',
        '/loginApi/captchaImage',
        '/member/userInfo',
        '/getMenu',
        '/statistics',
        '/news/list',
        '/hs/chapters',
      ]) {
        expect(Object.keys(document.paths)).toContain(`/haiguan/api${route}`);
        expect(Object.keys(document.paths)).toContain(`/hg/api${route}`);
      }
      expect(document.paths['/hg/api/loginApi/login'].post.requestBody).toBeDefined();
    }
  });

  it('lists the same operations under both prefixes as server/test/openapi-operations.txt', async () => {
    // The list of operations before the routes moved into modules (issue #35): a route lost or
    // renamed in a move shows here. A new endpoint is added to the file on purpose.
    const expected = readFileSync(path.join(__dirname, 'openapi-operations.txt'), 'utf8')
      .trim()
      .split('\n');
    for (const prefix of ['/haiguan/api', '/hg/api']) {
      const document = (await context.app.inject({ url: `${prefix}/openapi.json` })).json();
      const operations = Object.entries<Record<string, unknown>>(document.paths)
        .filter(([route]) => route.startsWith(`${prefix}/`) && route !== `${prefix}/test/boom`)
        .flatMap(([route, methods]) =>
          Object.keys(methods).map(
            (method) => `${method.toUpperCase()} ${route.slice(prefix.length)}`,
          ),
        );
      expect(operations.sort()).toEqual(expected);
    }
  });
});

describe('static front-end', () => {
  let context: TestApp;
  const root = mkdtempSync(path.join(tmpdir(), 'portal-static-'));
  beforeAll(async () => {
    const write = (file: string, content: string | Buffer) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), content);
    };
    write(
      'shell/dist/index.html',
      '<!doctype html><html lang="zh-CN"><head><title>shell</title></head><body><div id="root"></div></body></html>',
    );
    write('shell/dist/main.js', 'console.log("entry")');
    write('shell/dist/main.js.br', brotliCompressSync('console.log("entry")'));
    write('shell/dist/static/js/vendors.3f9a1c2b7d.js', 'console.log("chunk")');
    write('mf-trade/dist/remoteEntry.js', 'var mf_trade;');
    write(
      'mf-trade/dist/mf-manifest.json',
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ path: './App', assets: { js: { sync: ['412.a1b2c3d4.js'] } } }],
      }),
    );
    write('mf-trade/dist/412.a1b2c3d4.js', 'chunk');
    write(
      'mf-portal/dist/first-paint.json',
      JSON.stringify({
        '/': {
          zh: '<div id="first-paint" data-path="/"><h1>连接中国与葡语国家</h1></div>',
          pt: '<div id="first-paint" data-path="/"><h1>Comércio externo</h1></div>',
        },
      }),
    );
    context = await createTestApp({
      db: testDb.db,
      staticRoot: root,
      remotes: { ...DEFAULT_REMOTES, mf_trade: '/remotes/mf-trade/mf-manifest.json' },
    });
  });
  afterAll(async () => {
    await context.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, accept = '*/*') => context.app.inject({ url, headers: { accept } });

  it('serves the shell with revalidated entry files and immutable hashed chunks', async () => {
    const index = await get('/', 'text/html');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>shell</title>');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect((await get('/main.js')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/static/js/vendors.3f9a1c2b7d.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("serves each remote's build under /remotes/", async () => {
    const entry = await get('/remotes/mf-trade/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/mf-trade/mf-manifest.json')).headers['cache-control']).toBe(
      'no-cache',
    );
    expect((await get('/remotes/mf-trade/412.a1b2c3d4.js')).headers['cache-control']).toContain(
      'immutable',
    );
    expect((await get('/remotes/mf-portal/remoteEntry.js')).statusCode).toBe(404);
  });

  it("hints the page's own remote files in the HTML, so they load alongside the shell", async () => {
    const page = await get('/cart', 'text/html');
    expect(page.body).toContain(
      '<link rel="preload" href="/remotes/mf-trade/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    expect(page.body).toContain(
      '<link rel="preload" href="/remotes/mf-trade/remoteEntry.js" as="script">',
    );
    expect(page.body).toContain(
      '<link rel="preload" href="/remotes/mf-trade/412.a1b2c3d4.js" as="script">',
    );
    const home = await get('/', 'text/html');
    expect(home.body).toContain('href="/remotes/mf-portal/mf-manifest.json"');
    expect(home.body).not.toContain('mf-trade');
  });

  it("paints the page's screen first in the visitor's language, from its remote's build", async () => {
    const page = (cookie?: string) =>
      context.app.inject({ url: '/', headers: { accept: 'text/html', ...(cookie && { cookie }) } });
    const guest = await page();
    expect(guest.body).toContain('<html lang="zh-CN">');
    expect(guest.body).toContain(
      '<div id="root"></div><div id="first-paint" data-path="/"><h1>连接中国与葡语国家</h1></div>',
    );
    expect(guest.headers.vary).toContain('cookie');

    const portuguese = await page('theme=dark; portal.lang=pt');
    expect(portuguese.body).toContain('<html lang="pt">');
    expect(portuguese.body).toContain('<h1>Comércio externo</h1>');
    expect(portuguese.body).not.toContain('连接中国与葡语国家');

    // A language the remote did not paint in gets the page without a first paint, in its language.
    const english = await page('portal.lang=en');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).not.toContain('first-paint');
    // Anything else in the cookie counts as no choice.
    expect((await page('portal.lang=<script>')).body).toContain('<h1>连接中国与葡语国家</h1>');
    // Other pages are not painted by mf-portal's build.
    expect((await get('/cart', 'text/html')).body).not.toContain('first-paint');
  });

  it('paints a first visit in the language the browser asks for, and a chosen one after', async () => {
    const page = (headers: Record<string, string>) =>
      context.app.inject({ url: '/', headers: { accept: 'text/html', ...headers } });
    const portuguese = await page({ 'accept-language': 'pt-PT,pt;q=0.9,en;q=0.8' });
    expect(portuguese.body).toContain('<html lang="pt">');
    expect(portuguese.body).toContain('<h1>Comércio externo</h1>');
    expect(portuguese.headers.vary).toContain('accept-language');
    // The first language the portal speaks, in the browser's order of preference.
    expect((await page({ 'accept-language': 'fr-FR,en;q=0.5' })).body).toContain(
      '<html lang="en">',
    );
    expect((await page({ 'accept-language': 'zh-TW' })).body).toContain('<html lang="zh-Hant">');
    expect((await page({ 'accept-language': 'fr-FR' })).body).toContain('<html lang="zh-CN">');
    // Once the visitor has a language of the portal's own, the browser's no longer decides.
    const chosen = await page({ 'accept-language': 'pt-PT', cookie: 'portal.lang=zh' });
    expect(chosen.body).toContain('<html lang="zh-CN">');
  });

  it('sends the precompressed twin of a built file when the browser accepts it', async () => {
    const compressed = await context.app.inject({
      url: '/main.js',
      headers: { accept: '*/*', 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.equals(brotliCompressSync('console.log("entry")'))).toBe(true);
  });

  it('falls back to index.html for history-mode routes that accept HTML', async () => {
    const page = await get('/workbench/orderListManage?param=3', 'text/html,application/xhtml+xml');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>shell</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await get('/missing.js')).statusCode).toBe(404);
    expect((await get('/hg/api/nothing', 'text/html')).json()).toEqual({
      code: 404,
      msg: '接口不存在',
    });
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['mf-stats.json', 'no-cache'],
    ['main.js', 'no-cache'],
    ['logo.png', 'no-cache'],
    ['main.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
    ['412-0f9e8d7c6b5a.js', 'public, max-age=31536000, immutable'],
    ['vendors-react.1234567.js', 'no-cache'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('the client address behind a proxy', () => {
  const loginFrom = (app: TestApp['app'], forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: `${API}/loginApi/login`,
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { username: 'nobody@example.com', password: 'wrong' },
    });

  it('is the connection’s own unless TRUST_PROXY is set: X-Forwarded-For cannot dodge a limit', async () => {
    const direct = await createTestApp({ db: testDb.db, rateLimits: { login: 2 } });
    try {
      const statuses = [];
      for (const address of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
        statuses.push((await loginFrom(direct.app, address)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await direct.close();
    }
  });

  it('is the forwarded one behind a trusted proxy, so clients do not share one limit', async () => {
    const proxied = await createTestApp({
      db: testDb.db,
      rateLimits: { login: 2 },
      trustProxy: '10.0.0.0/8',
    });
    try {
      const statuses = [];
      for (const address of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
        statuses.push((await loginFrom(proxied.app, address)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200]);
    } finally {
      await proxied.close();
    }
  });
});
