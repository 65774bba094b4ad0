// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type FirstView,
  firstViewFits,
  firstViewRouteOf,
  parseFirstView,
  serializeFirstView,
} from '../../src/app/first-view/first-view.ts';
import { renderFirstViewPage } from '../../src/app/first-view/first-view-html.ts';
import { createFirstViewSource } from '../../src/app/first-view/first-view-source.ts';
import type { ActivitySummary, Banner } from '../../src/domain/activity.ts';
import type { ActivityDetail } from '../../src/domain/activity-detail.ts';

const T0 = 1_800_000_000_000;

const summary: ActivitySummary = {
  activityId: 5,
  alias: 'btc-sprint',
  type: 2,
  title: 'BTC Trading Sprint',
  summary: 'Trade BTC',
  imageUrl: '/sandbox-assets/activity-2.svg',
  startTime: T0 - 1000,
  endTime: T0 + 1000,
  stage: 'IN_PROGRESS',
  rewardPool: '0.75',
  rewardCurrency: 'BTC',
  participants: 3,
};
const banner: Banner = {
  id: 1,
  title: 'Win <b>big</b> "now"',
  imageUrl: '/sandbox-assets/banner-1.svg',
  link: '/activity/5',
  sort: 1,
};
const detail: ActivityDetail & { serverTime: number } = {
  ...summary,
  rules: '<p>Trade</p>',
  identifier: 'btc-sprint',
  newUsersOnly: false,
  requiresKyc: false,
  downloadRequired: false,
  needsRegisterCode: false,
  needsVipCode: false,
  needsKolBind: false,
  rewardTiers: [],
  reward: { rewardType: 'GIFT_CASH', category: 1, amount: '5', currency: 'USDT' },
  title: 'Sprint </script><script>alert(1)</script>',
  serverTime: T0,
};

const CENTRE: FirstView = {
  route: 'centre',
  locale: 'en',
  loggedIn: false,
  activityList: { activities: [summary], serverTime: T0 },
  mainBanner: { mainBannerList: [banner] },
};
const ACTIVITY: FirstView = {
  route: 'activity',
  locale: 'ar',
  loggedIn: true,
  activityId: 5,
  detail,
};

const TEMPLATE = `<!doctype html><html lang="en" dir="ltr"><head></head><body><div id="root"><div class="boot-shell"><div class="app-main"><!--first-view--><div class="boot-title"></div><!--/first-view--></div></div></div></body></html>`;
const t = (key: string) => ({ 'centre.title': 'Activity centre' })[key] ?? key;

describe('the first view', () => {
  it.each([
    ['/', '', { route: 'centre', locale: 'en' }],
    ['/ar/', '', { route: 'centre', locale: 'ar' }],
    ['/ar', '', { route: 'centre', locale: 'ar' }],
    ['/', '?locale=fa-IR', { route: 'centre', locale: 'fa-IR' }],
    ['/activity/14', '', { route: 'activity', locale: 'en', activityId: 14 }],
    ['/tr-TR/activity/8/', '', { route: 'activity', locale: 'tr-TR', activityId: 8 }],
    ['/rewards', '', undefined],
    ['/activity/0', '', undefined],
    ['/activity/abc', '', undefined],
    ['/events/squad-up', '', undefined],
    ['/xx/', '', undefined],
  ])('knows which page %s%s opens', (path, search, expected) => {
    expect(firstViewRouteOf(path, search)).toEqual(expected);
  });

  it('goes into the page as JSON that no campaign text can close early', () => {
    const text = serializeFirstView(ACTIVITY);
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(parseFirstView(text)).toEqual(ACTIVITY);
    expect(parseFirstView(serializeFirstView(CENTRE))).toEqual(CENTRE);
  });

  it('reads as none when it is not JSON, names no locale, or breaks the contract', () => {
    expect(parseFirstView(undefined)).toBeUndefined();
    expect(parseFirstView('{"route":')).toBeUndefined();
    expect(parseFirstView(JSON.stringify({ ...CENTRE, locale: 'xx' }))).toBeUndefined();
    expect(parseFirstView(JSON.stringify({ ...CENTRE, loggedIn: 'yes' }))).toBeUndefined();
    const wrongStage = {
      ...CENTRE,
      activityList: { activities: [{ ...summary, stage: 'SOON' }], serverTime: T0 },
    };
    expect(parseFirstView(JSON.stringify(wrongStage))).toBeUndefined();
    // The detail of another activity than the page's is not this page's.
    expect(parseFirstView(JSON.stringify({ ...ACTIVITY, activityId: 6 }))).toBeUndefined();
    expect(parseFirstView(JSON.stringify({ ...CENTRE, route: 'rewards' }))).toBeUndefined();
  });

  it('is used only on its own page, locale and session', () => {
    const route = firstViewRouteOf('/ar/activity/5', '');
    expect(firstViewFits(ACTIVITY, { route, loggedIn: true })).toBe(true);
    expect(firstViewFits(ACTIVITY, { route, loggedIn: false })).toBe(false);
    expect(
      firstViewFits(ACTIVITY, { route: firstViewRouteOf('/activity/5', ''), loggedIn: true }),
    ).toBe(false);
    expect(
      firstViewFits(ACTIVITY, { route: firstViewRouteOf('/ar/activity/6', ''), loggedIn: true }),
    ).toBe(false);
    expect(firstViewFits(CENTRE, { route: firstViewRouteOf('/', ''), loggedIn: false })).toBe(true);
    expect(
      firstViewFits(CENTRE, { route: firstViewRouteOf('/rewards', ''), loggedIn: false }),
    ).toBe(false);
  });

  it('draws the centre into the boot shell: the title, the first banner, the answers', () => {
    const html = renderFirstViewPage(TEMPLATE, CENTRE, t as never);
    expect(html).not.toContain('boot-title');
    expect(html).toContain('<h1>Activity centre</h1>');
    expect(html).toContain(
      '<img class="banner-image" src="/sandbox-assets/banner-1.svg" alt="Win &lt;b&gt;big&lt;/b&gt; &quot;now&quot;" width="1200" height="300"',
    );
    expect(html).toContain('data-first-view-image');
    const json = /<script type="application\/json" id="first-view">(.*?)<\/script>/s.exec(html);
    expect(parseFirstView(json?.[1])).toEqual(CENTRE);
  });

  it('draws an activity with its title as text, in the page language and direction', () => {
    const html = renderFirstViewPage(TEMPLATE, ACTIVITY, t as never);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('class="detail-image" src="/sandbox-assets/activity-2.svg"');
    expect(html).toContain(
      '<h1 class="detail-title">Sprint &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>',
    );
    // One script element: the answers', which the title could not close.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  // Issue 17: the first view sat inside the boot shell's aria-hidden, so screen readers read
  // nothing until the app had started. Drawn into the real index.html, its title and image
  // are in the accessibility tree: no ancestor hides them.
  it.each([
    ['the centre', CENTRE],
    ['an activity', ACTIVITY],
  ] as const)('leaves %s readable by screen readers', (_, view) => {
    const index = readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
    const html = renderFirstViewPage(index, view, t as never);
    const document = new DOMParser().parseFromString(html, 'text/html');
    const content = [...document.querySelectorAll('#root h1, #root img[data-first-view-image]')];
    expect(content).toHaveLength(2);
    for (const element of content) {
      expect(element.closest('[aria-hidden="true"], [hidden], [inert]'), element.outerHTML).toBe(
        null,
      );
    }
  });

  it('never puts a script address into an image', () => {
    const hostile: FirstView = {
      ...CENTRE,
      mainBanner: { mainBannerList: [{ ...banner, imageUrl: 'javascript:alert(1)' }] },
    };
    expect(renderFirstViewPage(TEMPLATE, hostile, t as never)).toContain('src=""');
  });

  it('is handed to its page while the user stays on it, in the session it was made for', () => {
    let loggedIn = false;
    const source = createFirstViewSource(CENTRE, { now: () => T0 + 5, loggedIn: () => loggedIn });
    // `now` is the exchange clock, which the page's serverTime set: the machine's offset is 0.
    expect(source.centre()).toEqual({
      activities: [summary],
      banners: [banner],
      serverTime: T0 + 5,
      receivedAt: T0 + 5,
    });
    expect(source.activity(5)).toBeUndefined();
    loggedIn = true;
    expect(source.centre()).toBeUndefined();
    loggedIn = false;
    source.drop();
    expect(source.centre()).toBeUndefined();

    const page = createFirstViewSource(ACTIVITY, { now: () => T0, loggedIn: () => true });
    expect(page.activity(6)).toBeUndefined();
    const { serverTime: _time, ...withoutClock } = detail;
    expect(page.activity(5)).toEqual({ detail: withoutClock, serverTime: T0, receivedAt: T0 });
  });
});
