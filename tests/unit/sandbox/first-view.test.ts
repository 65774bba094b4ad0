import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFaultSpec } from '../../../sandbox/faults/spec.ts';
import { createMainApp } from '../../../sandbox/main-origin/app.ts';
import { PRIVATE_PAGE_CACHE } from '../../../server/page-server.ts';
import { type FirstView, parseFirstView } from '../../../src/app/first-view/first-view.ts';
import { renderFirstViewPage } from '../../../src/app/first-view/render-page.tsx';
import { SESSION_COOKIE_NAME } from '../../../src/domain/session.ts';
import { makeRuntime, postJson } from './control-support.ts';
import { makeTempDir, removeDir, tokenFor, useTempStore } from './helpers.ts';

/** The app's own index.html, whose boot shell marks what a first view replaces. */
const TEMPLATE = fs.readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');

/** The first view a page came with, if any. */
function firstViewIn(html: string): FirstView | undefined {
  const json = /<script type="application\/json" id="first-view">(.*?)<\/script>/s.exec(html);
  return json ? parseFirstView(json[1]) : undefined;
}

describe("the page server's first view", () => {
  const ctx = useTempStore('all');
  let dist: string;
  beforeAll(() => {
    dist = makeTempDir();
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  });
  afterAll(() => removeDir(dist));

  const main = () => {
    const runtime = makeRuntime(ctx.store);
    // The app's own renderer: a temporary dist has no server bundle beside it.
    const app = createMainApp({
      store: ctx.store,
      distDir: dist,
      runtime,
      render: renderFirstViewPage,
    });
    return { app, runtime };
  };
  const page = async (
    app: ReturnType<typeof main>['app'],
    pathname: string,
    headers: Record<string, string> = {},
  ) => {
    const res = await app.request(`http://127.0.0.1:8080${pathname}`, {
      headers: { accept: 'text/html', ...headers },
    });
    return { res, html: await res.text() };
  };
  const asTrader = () => {
    const token = tokenFor(ctx.store, 'trader@demo.test');
    const cookie = encodeURIComponent(JSON.stringify({ token, tokenExpiresAt: 0 }));
    return { cookie: `other=1; ${SESSION_COOKIE_NAME}=${cookie}` };
  };

  it("sends the centre with its lists and first banner, asked for as the visitor's", async () => {
    const { app } = main();
    const { res, html } = await page(app, '/');
    const view = firstViewIn(html);
    expect(view?.route).toBe('centre');
    if (view?.route !== 'centre') return;
    expect(view.loggedIn).toBe(false);
    expect(view.locale).toBe('en');
    expect(view.activityList.activities.length).toBeGreaterThanOrEqual(27);
    const first = view.mainBanner.mainBannerList[0]!;
    expect(html).toContain(`src="${first.imageUrl}"`);
    expect(html).not.toContain('boot-title');
    // A page with a visitor's answers is never kept by a shared cache.
    expect(res.headers.get('cache-control')).toBe(PRIVATE_PAGE_CACHE);
  });

  it("asks with the user's session and the page's language", async () => {
    const { app } = main();
    const { html } = await page(app, '/ar/activity/5', asTrader());
    const view = firstViewIn(html);
    expect(view).toMatchObject({ route: 'activity', locale: 'ar', loggedIn: true, activityId: 5 });
    expect(html).toContain('<html lang="ar" dir="rtl">');
  });

  it('sends an /events page with the activity its alias names', async () => {
    const { app } = main();
    const view = firstViewIn((await page(app, '/events/squad-up-team-race')).html);
    expect(view).toMatchObject({ route: 'activity', alias: 'squad-up-team-race' });
  });

  it('sends the page as it is where there is no first view to give', async () => {
    const { app } = main();
    for (const pathname of ['/rewards', '/activity/99999', '/events/no-such-campaign']) {
      const { html } = await page(app, pathname);
      expect(html, pathname).toBe(TEMPLATE);
    }
    // An expired or unknown session (00004 for a user's detail): the app deals with it.
    const stale = `${SESSION_COOKIE_NAME}=${encodeURIComponent('{"token":"nope"}')}`;
    expect((await page(app, '/activity/5', { cookie: stale })).html).toBe(TEMPLATE);
  });

  it('sends it gzipped to a browser that takes gzip', async () => {
    const { app } = main();
    const res = await app.request('http://127.0.0.1:8080/', {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(firstViewIn(html)?.route).toBe('centre');
  });

  it('goes without when the exchange fails it, and when it is switched off', async () => {
    const { app, runtime } = main();
    runtime.faults.add(parseFaultSpec('route=/v1/activity/list,status=500'));
    expect((await page(app, '/')).html).toBe(TEMPLATE);
    runtime.faults.clear();
    expect(firstViewIn((await page(app, '/')).html)).toBeDefined();

    const off = await postJson(app, '/sandbox/api/first-view', { on: false });
    expect(await off.json()).toMatchObject({ firstView: false });
    expect(runtime.firstView.isOn()).toBe(false);
    expect((await page(app, '/')).html).toBe(TEMPLATE);
    expect(await (await app.request('/sandbox/api/first-view')).json()).toEqual({
      firstView: false,
    });
    await postJson(app, '/sandbox/api/first-view', { on: true });
    expect(firstViewIn((await page(app, '/')).html)).toBeDefined();
  });
});
