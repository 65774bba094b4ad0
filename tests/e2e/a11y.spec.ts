import { expect, test } from './fixtures.ts';
import {
  audit,
  DialogSamples,
  openForAudit,
  SAMPLE_DIALOGS,
  type SweepRoute,
} from './models/a11y.model.ts';
import { SessionFlow } from './models/session.model.ts';

const MAIN_READY = 'main [data-state]';

/**
 * Every screen of the product (the machine atlas, a tool of the product team, aside).
 * `visitorOnly`: a screen a trader sees as a visitor does but for the header, whose logged-in
 * form every other screen of the trader's sweep audits. `traderOnly`: a step a visitor cannot
 * take (a visitor's /inbox/:id is the login prompt of /inbox, audited already).
 */
const ROUTES: readonly (SweepRoute & { visitorOnly?: true; traderOnly?: true })[] = [
  { path: '/', ready: '.centre[data-state="ready"]' },
  { path: '/activity/1', ready: MAIN_READY },
  // The newcomer event: its eligibility panel, and the account tasks with the KOL form.
  { path: '/activity/2', ready: MAIN_READY },
  { path: '/events', ready: '.event-index[data-state="listed"]', visitorOnly: true },
  { path: '/events/squad-up-team-race', ready: MAIN_READY },
  { path: '/download', ready: MAIN_READY, visitorOnly: true },
  { path: '/rewards', ready: MAIN_READY },
  { path: '/inbox', ready: MAIN_READY },
  {
    path: '/inbox',
    ready: MAIN_READY,
    traderOnly: true,
    // A message of the inbox (/inbox/:id).
    openFurther: async (page) => {
      await expect(page.locator('.account')).toHaveAttribute('data-state', 'ready');
      await page.locator('main .message-item').first().click();
      await expect(page).toHaveURL(/\/inbox\/\d+$/);
    },
  },
  { path: '/agent', ready: MAIN_READY },
  { path: '/no-such-page', ready: '.not-found', visitorOnly: true },
];

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

/**
 * Who looks: a visitor and a trader on every screen, and an agent where an agent sees more than
 * a trader (the header's dashboard link, the dashboard itself).
 */
interface Viewer {
  name: string;
  /** Logged in through the login call: what the sweep audits is the screens, not the form. */
  account?: string;
  routes: readonly SweepRoute[];
}
const VIEWERS: Record<'visitor' | 'trader' | 'agent', Viewer> = {
  visitor: { name: 'a visitor', routes: ROUTES.filter((route) => !route.traderOnly) },
  trader: {
    name: 'a trader',
    account: 'trader@demo.test',
    routes: ROUTES.filter((route) => !route.visitorOnly),
  },
  agent: {
    name: 'an agent',
    account: 'agent@demo.test',
    routes: ROUTES.filter((route) => route.path === '/' || route.path === '/agent'),
  },
};

/**
 * The markup is the same in every language; what a language changes is its direction, its
 * words (a label's name must still hold its visible text) and its script. So each screen and
 * state is audited at both sizes, left to right in English at desktop width and right to left
 * in Arabic on a phone, and the other two pairings once for a trader (the fullest header and
 * screens), and in one CJK locale for a visitor; not every locale at every size.
 */
const SWEEPS: readonly {
  locale: string;
  size: { width: number; height: number };
  viewers: readonly (keyof typeof VIEWERS)[];
  dialogs: boolean;
}[] = [
  { locale: 'en', size: DESKTOP, viewers: ['visitor', 'trader', 'agent'], dialogs: true },
  { locale: 'ar', size: PHONE, viewers: ['visitor', 'trader', 'agent'], dialogs: true },
  { locale: 'ar', size: DESKTOP, viewers: ['trader'], dialogs: false },
  { locale: 'en', size: PHONE, viewers: ['trader'], dialogs: false },
  { locale: 'zh-CN', size: PHONE, viewers: ['visitor'], dialogs: false },
];

const RTL = new Set(['ar', 'fa-IR']);

for (const { locale, size, viewers, dialogs } of SWEEPS) {
  for (const viewer of viewers.map((key) => VIEWERS[key])) {
    test(`axe: every screen in ${locale} at ${size.width} px as ${viewer.name}`, async ({
      page,
      errors,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(size);
      if (viewer.account) await new SessionFlow(page).logIn(viewer.account);
      const found: string[] = [];
      for (const route of viewer.routes) {
        await openForAudit(page, `/${locale}`, route);
        await expect(page.locator('html')).toHaveAttribute('dir', RTL.has(locale) ? 'rtl' : 'ltr');
        for (const line of await audit(page)) found.push(`${page.url()}: ${line}`);
      }
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  if (!dialogs) continue;
  test(`axe: the dialogs in ${locale} at ${size.width} px`, async ({ page, errors }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await new SessionFlow(page).logIn('trader@demo.test');
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
