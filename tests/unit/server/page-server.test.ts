import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  IMMUTABLE_CACHE,
  NOT_BUILT_TEXT,
  PRIVATE_PAGE_CACHE,
  REVALIDATE_CACHE,
} from '../../../server/page-server.ts';
import { SECURITY_HEADERS } from '../../../server/security-headers.ts';
import { parseFirstView } from '../../../src/app/first-view/first-view.ts';
import { SESSION_COOKIE_NAME } from '../../../src/domain/session.ts';
import { tokenFor, useTempStore } from '../sandbox/helpers.ts';
import {
  asPage,
  BUILT_INDEX,
  builtFiles,
  exchangeApi,
  firstViewJson,
  pageServer,
  SCRIPT,
  START_SCRIPT,
  TEMPLATE,
} from './support.ts';

const EXCHANGE = 'https://api.exchange.example';
const PAGES = 'https://www.exchange.example';
/** An API that never answers: only the first view's deadline ends the wait. */
const never = () => new Promise<Response>(() => {});

describe('the page server', () => {
  const ctx = useTempStore('all');
  const exchange = () => {
    const api = exchangeApi(ctx.store);
    const asked: string[] = [];
    const fetchApi = async (request: Request) => {
      asked.push(new URL(request.url).hostname);
      return api.fetch(request);
    };
    return { fetchApi, asked };
  };
  const server = (env = {}) =>
    pageServer(
      { API_ORIGIN: EXCHANGE, MAIN_DOMAIN: 'exchange.example', ...env },
      exchange().fetchApi,
    );

  it('sends hashed assets as their brotli or gzip twin, kept a year', async () => {
    const app = server();
    const br = await app.request('/assets/main-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT);
    const gz = await app.request('/assets/main-abc123.js', {
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);
    const plain = await app.request('/assets/main-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('has unhashed files checked again, and a missing file is a 404, not a page', async () => {
    const app = server();
    const robots = await app.request('/robots.txt');
    expect(robots.headers.get('cache-control')).toBe(REVALIDATE_CACHE);
    expect(await robots.text()).toBe('User-agent: *');
    expect((await app.request('/assets/missing.js', { headers: { accept: '*/*' } })).status).toBe(
      404,
    );
    // No way out of the build folder, encoded or not.
    for (const path of ['/assets/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2Findex.html']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });

  it.each(['/', '/_app', '/rewards', '/en/inbox', '/index.html'])(
    'sends the app page %s with the CSP of the build and the security headers',
    async (path) => {
      const res = await server({ FIRST_VIEW: 'off' }).request(`${PAGES}${path}`, asPage());
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(BUILT_INDEX);
      expect(res.headers.get('cache-control')).toBe(REVALIDATE_CACHE);
      const policy = res.headers.get('content-security-policy') ?? '';
      const hash = createHash('sha256').update(START_SCRIPT).digest('base64');
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(policy).not.toContain('unsafe-eval');
      expect(policy).toContain(
        `connect-src 'self' ${EXCHANGE} wss://api.exchange.example https://*.api.exchange.example wss://*.api.exchange.example https://exchange.example https://*.exchange.example wss://exchange.example wss://*.exchange.example`,
      );
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(res.headers.get(name)).toBe(value);
      }
    },
  );

  it('sends the page in its locale, from the path or ?locale=', async () => {
    const app = server({ FIRST_VIEW: 'off' });
    const ar = await (await app.request(`${PAGES}/ar/rewards`, asPage())).text();
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    const fa = await (await app.request(`${PAGES}/inbox?locale=fa-IR`, asPage())).text();
    expect(fa).toContain('<html lang="fa-IR" dir="rtl">');
    const unknown = await (await app.request(`${PAGES}/inbox?locale=xx`, asPage())).text();
    expect(unknown).toBe(BUILT_INDEX);
  });

  it('sends the brotli twin of the plain page to a browser that takes it', async () => {
    const res = await server({ FIRST_VIEW: 'off' }).request(
      `${PAGES}/`,
      asPage({ 'accept-encoding': 'gzip, br' }),
    );
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(BUILT_INDEX);
  });

  it('names the configured login page and asset origin to the app in every page (finding 3)', async () => {
    const site = {
      LOGIN_PAGE: 'https://www.exchange.example/login',
      ASSET_ORIGIN: 'https://static.exchange.example',
    };
    const res = await server({ FIRST_VIEW: 'off', ...site }).request(
      `${PAGES}/activity/8`,
      asPage({ 'accept-encoding': 'gzip, br' }),
    );
    // No longer the build's file: its twins are not sent.
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain(
      '<meta charset="UTF-8" /><meta name="exchange-login-page" content="https://www.exchange.example/login" /><meta name="exchange-asset-origin" content="https://static.exchange.example" />',
    );
    expect(res.headers.get('content-security-policy')).toContain(
      "img-src 'self' data: blob: https://static.exchange.example https://exchange.example https://*.exchange.example;",
    );
    const plain = await (await server({ FIRST_VIEW: 'off' }).request(`${PAGES}/`, asPage())).text();
    expect(plain).not.toContain('exchange-login-page');
  });

  it("draws the exchange's images on its asset origin in a first view (finding 3)", async () => {
    const { fetchApi } = exchange();
    const app = pageServer(
      { API_ORIGIN: EXCHANGE, ASSET_ORIGIN: 'https://static.exchange.example' },
      fetchApi,
      builtFiles(TEMPLATE),
    );
    const html = await (await app.request(`${PAGES}/en/`, asPage())).text();
    expect(parseFirstView(firstViewJson(html))).toMatchObject({ route: 'centre' });
    const images = [...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src);
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((src) => src?.startsWith('https://static.exchange.example/'))).toBe(true);
  });

  it("allows the build's built-in API hosts and their gateways in connect-src", async () => {
    const index = BUILT_INDEX.replace(
      '</head>',
      '<link rel="preconnect" href="https://api-1.exchange-hosts.example" crossorigin></head>',
    );
    const app = pageServer({ FIRST_VIEW: 'off' }, exchange().fetchApi, builtFiles(index));
    const csp = (await app.request(`${PAGES}/`, asPage())).headers.get('content-security-policy');
    expect(csp).toContain(
      'https://api-1.exchange-hosts.example wss://api-1.exchange-hosts.example https://*.api-1.exchange-hosts.example wss://*.api-1.exchange-hosts.example',
    );
  });

  it('says the app is not built when there is no index.html', async () => {
    const app = pageServer({}, exchange().fetchApi, {});
    const res = await app.request('/', asPage());
    expect(res.status).toBe(503);
    expect(await res.text()).toBe(NOT_BUILT_TEXT);
  });

  it("draws the centre's first view from the configured exchange's answers", async () => {
    const { fetchApi, asked } = exchange();
    const app = pageServer({ API_ORIGIN: EXCHANGE }, fetchApi, builtFiles(TEMPLATE));
    const res = await app.request(`${PAGES}/de/`, asPage({ 'accept-encoding': 'gzip' }));
    expect(res.headers.get('cache-control')).toBe(PRIVATE_PAGE_CACHE);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    const view = parseFirstView(firstViewJson(html));
    expect(view).toMatchObject({ route: 'centre', locale: 'de', loggedIn: false });
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((host) => host.endsWith('api.exchange.example'))).toBe(true);
  });

  it("draws an activity's first view with the visitor's session", async () => {
    const token = tokenFor(ctx.store, 'trader@demo.test');
    const cookie = `${SESSION_COOKIE_NAME}=${encodeURIComponent(JSON.stringify({ token, tokenExpiresAt: 0 }))}`;
    const app = pageServer({ API_ORIGIN: EXCHANGE }, exchange().fetchApi, builtFiles(TEMPLATE));
    const html = await (await app.request(`${PAGES}/activity/5`, asPage({ cookie }))).text();
    expect(parseFirstView(firstViewJson(html))).toMatchObject({
      route: 'activity',
      loggedIn: true,
      activityId: 5,
    });
  });

  it('draws an /events page from its alias, which the general getActivityId resolves', async () => {
    const app = pageServer({ API_ORIGIN: EXCHANGE }, exchange().fetchApi, builtFiles(TEMPLATE));
    const html = await (await app.request(`${PAGES}/events/squad-up-team-race`, asPage())).text();
    const view = parseFirstView(firstViewJson(html));
    expect(view).toMatchObject({ route: 'activity', alias: 'squad-up-team-race', loggedIn: false });
    // The app's activity page, rendered with the detail: its heading is the campaign's title.
    if (view?.route !== 'activity') throw new Error('no activity first view');
    expect(html).toContain('<div class="activity-detail" data-state="hydrating"');
    expect(html).toContain(`>${view.detail.title}</h1>`);
    const none = await app.request(`${PAGES}/events/no-such-campaign`, asPage());
    expect(firstViewJson(await none.text())).toBeUndefined();
  });

  it('tries the next API origin when one cannot be reached', async () => {
    const { fetchApi, asked } = exchange();
    const down = 'https://api-down.exchange.example';
    const app = pageServer(
      { API_ORIGIN: `${down},${EXCHANGE}` },
      async (request) => {
        if (new URL(request.url).hostname.endsWith('api-down.exchange.example')) {
          throw new TypeError('fetch failed');
        }
        return fetchApi(request);
      },
      builtFiles(TEMPLATE),
    );
    const html = await (await app.request(`${PAGES}/`, asPage())).text();
    expect(parseFirstView(firstViewJson(html))?.route).toBe('centre');
    expect(asked.length).toBeGreaterThan(0);
  });

  it('sends the plain page when the exchange answers after the deadline', async () => {
    const { fetchApi } = exchange();
    // Answers, but later than the deadline: the page does not wait for it.
    const late = async (request: Request) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return fetchApi(request);
    };
    const app = pageServer(
      { API_ORIGIN: EXCHANGE, FIRST_VIEW_DEADLINE_MS: '50' },
      late,
      builtFiles(TEMPLATE),
    );
    const res = await app.request(`${PAGES}/`, asPage());
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(TEMPLATE);
    expect(res.headers.get('cache-control')).toBe(REVALIDATE_CACHE);
    // Given the time, the same exchange draws the first view.
    const patient = pageServer({ API_ORIGIN: EXCHANGE }, late, builtFiles(TEMPLATE));
    const drawn = await (await patient.request(`${PAGES}/`, asPage())).text();
    expect(parseFirstView(firstViewJson(drawn))?.route).toBe('centre');
  });

  it('sends the plain page when the exchange never answers', async () => {
    const app = pageServer(
      { API_ORIGIN: EXCHANGE, FIRST_VIEW_DEADLINE_MS: '50' },
      never,
      builtFiles(TEMPLATE),
    );
    expect(await (await app.request(`${PAGES}/`, asPage())).text()).toBe(TEMPLATE);
  });

  it('signs its calls with the configured client key (the exchange refuses another)', async () => {
    const wrong = pageServer(
      { API_ORIGIN: EXCHANGE, CLIENT_KEY: 'another-exchange-key' },
      exchange().fetchApi,
      builtFiles(TEMPLATE),
    );
    expect(await (await wrong.request(`${PAGES}/`, asPage())).text()).toBe(TEMPLATE);
  });

  it('has no first view for a page without one', async () => {
    const app = pageServer({ API_ORIGIN: EXCHANGE }, exchange().fetchApi, builtFiles(TEMPLATE));
    for (const path of ['/rewards', '/activity/99999', '/_app']) {
      expect(await (await app.request(`${PAGES}${path}`, asPage())).text(), path).toBe(TEMPLATE);
    }
  });
});
