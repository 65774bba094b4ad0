import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import { CentrePage } from './models/centre.model.ts';
import { FirstViewPage } from './models/first-view.model.ts';

/*
 * Served as plain static files (a CDN, no page server: the sandbox with its first view off),
 * each locale's centre comes as the build's static shell (server/static-shells.ts): the app's
 * own header, heading and the list's loading view, drawn at build time in the locale's words
 * and direction, and the app takes it over unchanged.
 */

test.beforeEach(async ({ sandbox }) => {
  await sandbox.setFirstView(false);
});

test.afterEach(async ({ sandbox }) => {
  await sandbox.setFirstView(true);
});

const SHELLS = [
  { path: '/en/', lang: 'en', dir: 'ltr', heading: 'Activity centre' },
  { path: '/ar/', lang: 'ar', dir: 'rtl', heading: 'مركز الأنشطة' },
] as const;

for (const shell of SHELLS) {
  test(`${shell.path} as static files shows the centre's heading and list before any script`, async ({
    page,
  }) => {
    const view = new FirstViewPage(page);
    await view.openWithoutScripts(shell.path);
    expect(await view.hasFirstView()).toBe(false);
    await expect(page.locator('html')).toHaveAttribute('lang', shell.lang);
    await expect(page.locator('html')).toHaveAttribute('dir', shell.dir);
    // Readable by screen readers: the heading and the list's loading status.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shell.heading);
    await expect(page.locator('#main [aria-busy="true"]').getByRole('status')).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('navigation').first()).toBeVisible();
    // The built file itself, as a CDN sends it (the page server rewrites nothing in it).
    const file = await (await page.request.get(`${shell.path}index.html`)).text();
    expect(file).toContain(`<html lang="${shell.lang}" dir="${shell.dir}">`);
    expect(file).toContain(`<h1>${shell.heading}</h1>`);
  });
}

for (const shell of SHELLS) {
  test(`the app hydrates the static shell at ${shell.path}, with no error and no other view in between`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Every state the page's main region shows from the HTML on, and whether its heading ever
    // went missing: the shell and the app's first drawing must be the same view.
    await page.addInitScript(() => {
      const seen: string[] = [];
      const marks = window as unknown as Record<string, unknown>;
      marks.__mainStates = seen;
      marks.__headingLost = false;
      const look = () => {
        const main = document.querySelector('#main');
        if (!main) return;
        if (!main.querySelector('h1')) marks.__headingLost = true;
        const state = main.firstElementChild?.getAttribute('data-state') ?? 'none';
        if (seen.at(-1) !== state) seen.push(state);
      };
      document.addEventListener('DOMContentLoaded', () => {
        look();
        new MutationObserver(look).observe(document.body, {
          childList: true,
          subtree: true,
          attributeFilter: ['data-state'],
        });
      });
    });
    const view = new FirstViewPage(page);
    await new CentrePage(page).open(shell.path);
    expect(view.calls).toContain('/v1/activity/list');
    const seen = await page.evaluate(() => {
      const marks = window as unknown as Record<string, unknown>;
      return { states: marks.__mainStates as string[], headingLost: marks.__headingLost };
    });
    expect(seen.headingLost).toBe(false);
    // The shell as it came, then the app's own states: never the route's skeleton (its code not
    // there yet) nor an empty main.
    expect(seen.states[0]).toBe('hydrating');
    expect(seen.states).not.toContain('loadingRoute');
    expect(seen.states).not.toContain('none');
    expect(seen.states.at(-1)).toBe('ready');
    expect(errors).toEqual([]);
  });
}

test("/en/ as static files asks for the centre's lists from the shell's head, and their first images", async ({
  page,
}) => {
  // No module of the app loads: only the shell's own inline script can ask (and the page's
  // CSP must allow it by its hash).
  await page.route('**/assets/*.js', (route) => route.abort());
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/en/');
  await expect
    .poll(() => asked.filter((path) => path.startsWith('/sandbox-assets/')).length)
    .toBeGreaterThanOrEqual(2);
  expect(asked.filter((path) => path === '/v1/activity/list')).toHaveLength(1);
  expect(asked.filter((path) => path === '/v1/mix/index/mainBanner')).toHaveLength(1);
});

test("the app takes the shell's calls: the centre's lists are asked for once", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await new CentrePage(page).open('/en/');
  await expect(page.locator('.activity-card').first()).toBeVisible();
  expect(asked.filter((path) => path === '/v1/activity/list')).toHaveLength(1);
  expect(asked.filter((path) => path === '/v1/mix/index/mainBanner')).toHaveLength(1);
});

test("an activity's page as static files takes its detail and visibility from the shell's calls", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  const activity = new ActivityPage(page);
  await activity.open('/en/activity/14');
  await activity.seeTitle('Squad Up: Team Trading Race');
  expect(asked.filter((path) => path === '/v1/activity/noLoginDetail')).toHaveLength(1);
  expect(asked.filter((path) => path === '/v1/activity/general/checkShowActivity')).toHaveLength(1);
});
