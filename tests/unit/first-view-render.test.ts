// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../server/locales.ts';
import { type FirstView, parseFirstView } from '../../src/app/first-view/first-view.ts';
import { renderFirstViewPage } from '../../src/app/first-view/render-page.tsx';
import { encodeSessionTokens } from '../../src/domain/session.ts';
import { ACTIVITY, banner, CENTRE, summary, T0 } from './first-view-fixtures.ts';

/**
 * The page server's first view is the app itself, rendered by React's server renderer into
 * the real index.html; the browser side (hydration without a mismatch) is
 * tests/e2e/first-view.spec.ts.
 */

const INDEX = readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');

/** A trader's session cookie, as the page request brings it for a view asked with a token. */
const SESSION = encodeSessionTokens({
  token: 'trader-token',
  tokenExpiresAt: T0 + 3_600_000,
  rToken: 'r',
  refreshToken: 'refresh',
  refreshExpiresAt: T0 + 7_200_000,
});

const render = (view: FirstView, url: string) =>
  renderFirstViewPage(INDEX, view, {
    url,
    userAgent: 'Mozilla/5.0',
    t: translatorFor(view.locale),
    original: translatorFor('en'),
    sessionCookie: view.loggedIn ? SESSION : undefined,
  });

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

const MANY: FirstView = {
  ...CENTRE,
  activityList: {
    ...CENTRE.activityList,
    // More than the first drawing of a page without server HTML (8): all must be there.
    activities: Array.from({ length: 12 }, (_, i) => ({
      ...summary,
      activityId: i + 1,
      title: `Campaign ${i + 1}`,
    })),
  },
};

describe('the first view rendered by the app', () => {
  it('puts the whole centre list in the page, with the answers for the client', async () => {
    const html = await render(MANY, 'https://www.exchange.example/');
    const doc = parse(html);
    expect(doc.querySelector('.boot-shell')).toBeNull();
    expect(doc.querySelector('#root h1')?.textContent).toBe('Activity centre');
    const titles = [...doc.querySelectorAll('#root .activity-card h3')].map((h) => h.textContent);
    expect(titles).toHaveLength(12);
    expect(titles).toContain('Campaign 12');
    expect(doc.querySelector('#root .banner-carousel img')?.getAttribute('alt')).toBe(banner.title);
    const json = doc.getElementById('first-view')?.textContent;
    expect(parseFirstView(json)).toEqual(MANY);
  });

  it('draws an activity in the page language and direction, its title as text', async () => {
    const html = await render(ACTIVITY, 'https://www.exchange.example/ar/activity/5');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const doc = parse(html);
    expect(doc.querySelector('#root h1')?.textContent).toBe(
      'Sprint </script><script>alert(1)</script>',
    );
    // The answers' element and index.html's own: the title closed neither.
    expect(doc.querySelectorAll('script')).toHaveLength(2);
  });

  // Issue 17: the first view sat inside the boot shell's aria-hidden, so screen readers read
  // nothing until the app had started. Rendered into the real index.html, the page's heading
  // and its list are in the accessibility tree: no ancestor hides them.
  it.each([
    ['the centre', MANY, 'https://www.exchange.example/', '#root h1, #root .activity-card'],
    ['an activity', ACTIVITY, 'https://www.exchange.example/ar/activity/5', '#root h1'],
  ] as const)('leaves %s readable by screen readers', async (_, view, url, selector) => {
    const doc = parse(await render(view, url));
    const content = [...doc.querySelectorAll(selector)];
    expect(content.length).toBeGreaterThan(0);
    for (const element of content) {
      expect(element.closest('[aria-hidden="true"], [hidden], [inert]'), element.outerHTML).toBe(
        null,
      );
    }
  });

  it('never puts a script address into an image', async () => {
    const hostile: FirstView = {
      ...CENTRE,
      mainBanner: { mainBannerList: [{ ...banner, imageUrl: 'javascript:alert(1)' }] },
    };
    const doc = parse(await render(hostile, 'https://www.exchange.example/'));
    const addresses = [...doc.querySelectorAll('#root [src], #root [href]')].map(
      (element) => element.getAttribute('src') ?? element.getAttribute('href'),
    );
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.filter((address) => address?.includes('alert(1)'))).toEqual([]);
  });
});
