import { expect, test } from './fixtures.ts';
import {
  audit,
  DialogSamples,
  openForAudit,
  SAMPLE_DIALOGS,
  type SweepRoute,
} from './models/a11y.model.ts';
import { watchConsole } from './models/console.ts';
import { SessionFlow } from './models/session.model.ts';

const MAIN_READY = 'main [data-state]';

/** Every screen of the product (the machine atlas, a tool of the product team, aside). */
const ROUTES: readonly SweepRoute[] = [
  { path: '/', ready: '.centre[data-state="ready"]' },
  { path: '/activity/1', ready: MAIN_READY },
  // The newcomer event: its eligibility panel, and the account tasks with the KOL form.
  { path: '/activity/2', ready: MAIN_READY },
  { path: '/events', ready: '.event-index[data-state="listed"]' },
  { path: '/events/squad-up-team-race', ready: MAIN_READY },
  { path: '/download', ready: MAIN_READY },
  { path: '/rewards', ready: MAIN_READY },
  { path: '/inbox', ready: MAIN_READY },
  {
    path: '/inbox',
    ready: MAIN_READY,
    // A message of the inbox (/inbox/:id); a visitor is asked to log in instead.
    openFurther: async (page) => {
      await expect(page.locator('.account')).not.toHaveAttribute('data-state', 'restoring');
      if ((await page.locator('.account').getAttribute('data-state')) === 'anonymous') return;
      await page.locator('main .message-item').first().click();
      await expect(page).toHaveURL(/\/inbox\/\d+$/);
    },
  },
  { path: '/agent', ready: MAIN_READY },
  { path: '/no-such-page', ready: '.not-found' },
];

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/**
 * Who looks: a visitor and a trader on every screen, and an agent where an agent sees more than
 * a trader (the header's dashboard link, the dashboard itself).
 */
const VIEWERS: readonly { name: string; account?: string; routes: readonly SweepRoute[] }[] = [
  { name: 'a visitor', routes: ROUTES },
  { name: 'a trader', account: 'trader@demo.test', routes: ROUTES },
  {
    name: 'an agent',
    account: 'agent@demo.test',
    routes: ROUTES.filter((route) => route.path === '/' || route.path === '/agent'),
  },
];

for (const locale of ['en', 'ar'] as const) {
  for (const size of SIZES) {
    for (const viewer of VIEWERS) {
      test(`axe: every screen in ${locale} at ${size.width} px as ${viewer.name}`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        const errors = watchConsole(page);
        await page.setViewportSize({ width: size.width, height: size.height });
        if (viewer.account) await new SessionFlow(page).logInFromLoginPage(viewer.account);
        const found: string[] = [];
        for (const route of viewer.routes) {
          await openForAudit(page, `/${locale}`, route);
          await expect(page.locator('html')).toHaveAttribute(
            'dir',
            locale === 'ar' ? 'rtl' : 'ltr',
          );
          for (const line of await audit(page)) found.push(`${page.url()}: ${line}`);
        }
        expect(found).toEqual([]);
        expect(errors).toEqual([]);
      });
    }

    test(`axe: the dialogs in ${locale} at ${size.width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      const errors = watchConsole(page);
      await page.setViewportSize({ width: size.width, height: size.height });
      await new SessionFlow(page).logInFromLoginPage('trader@demo.test');
      await openForAudit(page, `/${locale}`, ROUTES[0] as SweepRoute);
      const samples = new DialogSamples(page);
      await samples.reveal();
      // The debug label itself is part of the audit from here on.
      const found: string[] = (await audit(page)).map((line) => `debug label: ${line}`);
      for (const kind of Object.keys(SAMPLE_DIALOGS) as (keyof typeof SAMPLE_DIALOGS)[]) {
        await samples.open(kind);
        for (const line of await audit(page)) found.push(`${kind} dialog: ${line}`);
        await samples.close();
      }
      // A toast: cancelling the question notifies.
      await samples.open('confirm');
      await page.locator('.modal .modal-footer button').first().click();
      await expect(page.locator('.toast').first()).toBeVisible();
      for (const line of await audit(page)) found.push(`toast: ${line}`);
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}
