import type { Page } from '@playwright/test';
import { SESSION_COOKIE_NAME } from '../../src/domain/session.ts';
import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import { SessionFlow } from './models/session.model.ts';

/** The live TeamTrading activity of a fresh seed (RULES.md). */
const LIVE_TEAM_TRADING = 14;
const VOLUME_TASK = 'Trade 20,000 USDT';
/** SPEC §3: the fields every tracking event carries. */
const COMMON_FIELDS = [
  'platform',
  'domain_name',
  'is_login_user',
  'activity_name',
  'activity_page_name',
  'anonymous_id',
];

async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE_NAME);
  expect(cookie?.value, 'logged in with a token').toBeTruthy();
  return decodeURIComponent(cookie!.value);
}

test('a failed call reaches the error collector with route, locale and trace id, no token', async ({
  page,
  collector,
}) => {
  await new SessionFlow(page).logIn('trader@demo.test', '/');
  const token = await tokenOf(page);
  // Off the centre the log-in landed on, so its own list call cannot take the fault.
  await page.goto('about:blank');
  await collector.clear();
  // Until cleared: the page server's own call fails too, so the page comes without its first
  // view and the app asks for the list itself.
  await collector.addFault('route=/v1/activity/list,status=500');
  await page.goto('/en/');
  await expect(page.locator('.centre')).toHaveAttribute('data-state', 'failed');
  await collector.clearFaults();

  await expect
    .poll(async () => (await collector.events('errors')).length, { timeout: 15_000 })
    .toBe(1);
  const [event] = await collector.events('errors');
  const payload = event!.payload as { tags?: Record<string, string> };
  expect(payload.tags).toMatchObject({ route: '/en/', locale: 'en', platform: 'web' });
  expect(payload.tags?.traceId).toMatch(/^\w{32}$/);
  expect(event!.name).toContain('HTTP 500');
  expect(JSON.stringify(event)).not.toContain(token);
  expect(JSON.stringify(event)).not.toContain('trader@demo.test');
});

test('with ?sensors a journey is tracked: page view, enrol, claim and web vitals', async ({
  page,
  collector,
  sandbox,
}) => {
  const activity = new ActivityPage(page);
  await new SessionFlow(page).logIn('trader@demo.test', '/');
  const token = await tokenOf(page);
  await collector.clear();

  await activity.open(`/activity/${LIVE_TEAM_TRADING}?sensors`);
  await activity.enrolTradeAndClaim(sandbox, {
    email: 'trader@demo.test',
    volume: 20_000,
    task: VOLUME_TASK,
  });
  // FCP and TTFB are final early; LCP and CLS are reported when the page is hidden.
  await page.goto('/?sensors');

  const [view] = await collector.waitForTracked('page_view');
  const [enrol] = await collector.waitForTracked('enrol_click');
  const [claim] = await collector.waitForTracked('claim_click');
  const vitals = await collector.waitForTracked('web_vitals', 2);
  for (const event of [view!, enrol!, claim!, ...vitals]) {
    for (const field of COMMON_FIELDS) expect(event.payload, field).toHaveProperty(field);
    expect(event.payload).toMatchObject({
      platform: 'web',
      domain_name: '127.0.0.1',
      is_login_user: true,
    });
  }
  expect(view!.payload).toMatchObject({ activity_page_name: 'activity_detail' });
  expect(enrol!.payload).toMatchObject({ activity_id: LIVE_TEAM_TRADING });
  expect(claim!.payload).toMatchObject({ activity_id: LIVE_TEAM_TRADING });
  const names = vitals.map((e) => e.payload.commonName);
  expect(names).toEqual(expect.arrayContaining(['FCP', 'TTFB']));
  for (const vital of vitals) {
    expect(typeof vital.payload.value).toBe('number');
    expect(['good', 'needs-improvement', 'poor']).toContain(vital.payload.rating);
  }
  const all = await collector.events('tracking');
  expect(JSON.stringify(all)).not.toContain(token);
});

test('without ?sensors (and outside a deployment) nothing is tracked', async ({
  page,
  collector,
}) => {
  const activity = new ActivityPage(page);
  await page.clock.install();
  await new SessionFlow(page).logIn('trader@demo.test', '/');
  await collector.clear();
  await activity.open(`/activity/${LIVE_TEAM_TRADING}`);
  await activity.enrol();
  await activity.seeEnrolled();
  // Past one heartbeat of the page's time, so a running tracker would have sent, and a second
  // for its beacon to land.
  await page.clock.runFor(6_000);
  await page.waitForTimeout(1_000);
  await page.goto('/');
  expect(await collector.events('tracking')).toEqual([]);
});

test('heartbeats arrive every 5 s while the page is visible and stop when it is hidden', async ({
  page,
  collector,
}) => {
  // The page's time moves when the test says: each beat tells the visible seconds it counts,
  // so beats 5 s of page time apart read 5 and 10, whatever the machine's speed.
  await page.clock.install();
  await collector.clear();
  await page.goto('/?sensors');
  // The heartbeat starts with the page view.
  await collector.waitForTracked('page_view');
  await page.clock.runFor(5_000);
  await collector.waitForTracked('page_heartbeat');
  await page.clock.runFor(5_000);
  const beats = await collector.waitForTracked('page_heartbeat', 2);
  expect(beats.slice(0, 2).map((beat) => beat.payload.event_duration)).toEqual([5, 10]);

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // A beacon already on its way may still land; after that, silence for two beats' time and
  // a second for a beacon sent in it to land.
  await page.waitForTimeout(1_000);
  const hiddenAt = (await collector.tracked('page_heartbeat')).length;
  await page.clock.runFor(11_000);
  await page.waitForTimeout(1_000);
  expect(await collector.tracked('page_heartbeat')).toHaveLength(hiddenAt);
});

test('a page without errors never loads Sentry; its first error does', async ({
  page,
  collector,
}) => {
  const sentryLoaded = () =>
    page.evaluate(() => (globalThis as { __SENTRY__?: unknown }).__SENTRY__ !== undefined);
  await page.goto('/en/');
  await expect(page.locator('.centre')).toHaveAttribute('data-state', 'ready');
  // Past the quiet time after the largest paint, when error monitoring is armed.
  await page.waitForTimeout(4_000);
  expect(await sentryLoaded()).toBe(false);
  await collector.clear();
  await page.evaluate(() => {
    void Promise.reject(new Error('the first error of the page'));
  });
  await expect.poll(sentryLoaded).toBe(true);
  await expect
    .poll(async () => (await collector.events('errors', 'first error')).length, {
      timeout: 15_000,
    })
    .toBe(1);
});

test('an unhandled rejection is reported with its route and locale, scrubbed', async ({
  page,
  collector,
}) => {
  await page.goto('/fr/rewards');
  // The app has started (its header is drawn): the rejection is the app's.
  await expect(page.locator('.account')).toHaveAttribute('data-state', 'anonymous');
  await collector.clear();
  // Sentry loads after the first paint; a rejection before it is queued, after it is caught.
  await page.evaluate(() => {
    void Promise.reject(new Error('boom for ada@demo.test with token=abc123secretvalue'));
  });
  await expect
    .poll(async () => (await collector.events('errors', 'boom')).length, { timeout: 15_000 })
    .toBe(1);
  const [event] = await collector.events('errors', 'boom');
  expect((event!.payload as { tags?: unknown }).tags).toMatchObject({
    route: '/fr/rewards',
    locale: 'fr',
  });
  const text = JSON.stringify(event);
  expect(text).not.toContain('ada@demo.test');
  expect(text).not.toContain('abc123secretvalue');
});
