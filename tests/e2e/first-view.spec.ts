import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import { CentrePage } from './models/centre.model.ts';
import { FirstViewPage } from './models/first-view.model.ts';
import { SessionFlow } from './models/session.model.ts';

/*
 * The first view (src/app/first-view/): pages of the centre, of an activity and of an /events
 * page come rendered by the app's own views on the server, with the answers of their first
 * calls. The content is there before any script, and the app hydrates it from those answers
 * instead of asking again.
 */

/** The live TeamTrading activity, which Ada has not joined (RULES.md). */
const TEAM_RACE = '/activity/14';

test('the centre shows its title and first banner before any script runs', async ({ page }) => {
  const view = new FirstViewPage(page);
  await view.openWithoutScripts('/');
  // In the accessibility tree (issue 17): a screen reader reads it before any script.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activity centre');
  // The whole list, each card by its title, not only the banner.
  await expect(page.getByRole('article')).toHaveCount(27);
  await expect(page.getByRole('img', { name: /./ })).toHaveAttribute('data-first-view-image');
  await view.seeImageLoaded('img.banner-image');
  expect(await view.hasFirstView()).toBe(true);
});

// Issue 17: the first view is the app's own views, rendered by React on the server; the app
// hydrates it. A mismatch between the server's HTML and the client's first render shows as a
// React error in the console (and the content drawn again): none may come.
const HYDRATED_PAGES = [
  { page: 'centre', path: '/' },
  { page: 'centre', path: '/ar/' },
  { page: 'activity', path: TEAM_RACE },
  { page: 'activity', path: '/events/squad-up-team-race' },
] as const;

for (const { page: kind, path } of HYDRATED_PAGES) {
  test(`the app hydrates the ${kind} the server drew at ${path}, with no mismatch`, async ({
    page,
  }) => {
    const view = new FirstViewPage(page);
    const result = await view.openAndHydrate(path);
    expect(await view.hasFirstView()).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.kept).toEqual({ heading: true, content: true });
    if (kind === 'centre') {
      // The whole list came with the page, not only the first cards.
      await expect(new CentrePage(page).cards).toHaveCount(27);
    } else {
      await new ActivityPage(page).seeReady();
    }
    expect(view.calls).toEqual([]);
    // No visible change either: what the browser fills in after hydration (the account, local
    // times, the countdown) takes the room the server's page kept for it. Each of those moved
    // the page by 0.002 to 0.02; what may remain is a panel's own state coming (a visitor's
    // enrolment after its check, 0.0002).
    const { total, shifts } = await view.layoutShifts();
    expect(total, shifts.join('; ')).toBeLessThan(0.001);
  });
}

// A stylesheet added to a drawn page restyles and lays out all of it again, in one long task
// on a slow phone: the page comes with every sheet its first drawing needs (the route's own in
// its head, each marked by a link that loads nothing), and the app's start adds none.
for (const { path, sent } of [
  { path: '/', sent: [] },
  { path: TEAM_RACE, sent: [/\/activity-route-[\w-]+\.css$/, /\/share-section-[\w-]+\.css$/] },
]) {
  test(`the page at ${path} comes with its stylesheets and the app's start adds none`, async ({
    page,
  }) => {
    const sheets = () =>
      [...document.querySelectorAll('link[rel="stylesheet"]')].map(
        (link) => link.getAttribute('href') ?? '',
      );
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { sentSheets: string[] }).sentSheets = [
          ...document.querySelectorAll('link[rel="stylesheet"]'),
        ].map((link) => link.getAttribute('href') ?? '');
      });
    });
    const view = new FirstViewPage(page);
    const result = await view.openAndHydrate(path);
    expect(result.errors).toEqual([]);
    if (path === TEAM_RACE) await new ActivityPage(page).seeReady();
    else await expect(new CentrePage(page).cards).toHaveCount(27);
    const sentSheets = await page.evaluate(
      () => (window as unknown as { sentSheets: string[] }).sentSheets,
    );
    expect(sentSheets).toEqual(sent.map((name) => expect.stringMatching(name)));
    expect(await page.evaluate(sheets)).toEqual(sentSheets);
    // The sheets came inside the page: none was asked for.
    expect(view.files.filter((file) => file.endsWith('.css'))).toEqual([]);
  });
}

test("a trader's pages hydrate with her session, with no mismatch", async ({ page }) => {
  const view = new FirstViewPage(page);
  await new SessionFlow(page).logInFromLoginPage('trader@demo.test', TEAM_RACE);
  for (const path of [TEAM_RACE, '/']) {
    const result = await view.openAndHydrate(path);
    expect(await view.hasFirstView()).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.kept).toEqual({ heading: true, content: true });
  }
  await expect(page.locator('.account')).toHaveAttribute('data-state', /ready|loadingUser/);
});

test('the app takes the centre over from its first view, asks nothing again, and runs live', async ({
  page,
}) => {
  const view = new FirstViewPage(page);
  const centre = new CentrePage(page);
  await centre.open('/');
  await expect(centre.root.locator('#all-activities .count')).toHaveText('27 activities');
  expect(view.calls).toEqual([]);
  // The countdowns tick on the exchange's clock the first view brought.
  const countdown = centre.countdownIn('IN_PROGRESS');
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before ?? '');
});

test("the app's code is asked for only once the first view's banner has come", async ({ page }) => {
  const view = new FirstViewPage(page);
  const centre = new CentrePage(page);
  await centre.open('/');
  await expect(centre.root.locator('#all-activities .count')).toHaveText('27 activities');
  const banner = view.files.indexOf('came /sandbox-assets/banner-1.webp');
  const firstScript = view.files.findIndex((file) => /^asked .*\.js$/.test(file));
  expect(banner, view.files.join('\n')).toBeGreaterThanOrEqual(0);
  expect(firstScript, view.files.join('\n')).toBeGreaterThan(banner);
});

test("a trader's activity page comes drawn, and she enrols at once", async ({ page }) => {
  const view = new FirstViewPage(page);
  const activity = new ActivityPage(page);
  await new SessionFlow(page).logIn('trader@demo.test', TEAM_RACE);
  expect(await view.hasFirstView()).toBe(true);
  await activity.seeReady();
  expect(view.calls).toEqual([]);
  await activity.seeEnrolment('notApplied');
  await activity.enrol();
  await activity.seeEnrolled();
});

test('a slow exchange does not hold the page: it comes without its first view and the app asks', async ({
  page,
  sandbox,
}) => {
  const view = new FirstViewPage(page);
  const centre = new CentrePage(page);
  await sandbox.addFault('route=/v1/activity/list,latency=2s');
  await page.goto('/');
  expect(await view.hasFirstView()).toBe(false);
  await centre.seeReady();
  expect(view.calls).toContain('/v1/activity/list');
});

test('back on the centre from another page, the app asks afresh', async ({ page }) => {
  const view = new FirstViewPage(page);
  const centre = new CentrePage(page);
  await centre.open('/');
  await centre.cards.first().getByRole('link').click();
  await new ActivityPage(page).seeReady();
  // The activity page was not the page the first view was made for: its detail is asked for.
  expect(view.calls.some((path) => /detail/i.test(path))).toBe(true);
  await page.getByRole('banner').getByRole('link', { name: 'Activity centre' }).click();
  await centre.seeReady();
  expect(view.calls).toContain('/v1/activity/list');
});

test('switched off from the control plane, pages come without a first view', async ({
  page,
  sandbox,
}) => {
  const view = new FirstViewPage(page);
  await sandbox.setFirstView(false);
  try {
    await new CentrePage(page).open('/');
    expect(await view.hasFirstView()).toBe(false);
    expect(view.calls).toContain('/v1/activity/list');
  } finally {
    await sandbox.setFirstView(true);
  }
});
