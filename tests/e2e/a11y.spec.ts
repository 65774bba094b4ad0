import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { watchConsole } from './models/console.ts';
import { SessionFlow } from './models/session.model.ts';

/** Every screen of the product, as a visitor or as the account that can see it. */
const ROUTES: ReadonlyArray<{ path: string; as?: string; ready: string }> = [
  { path: '/', ready: '.centre[data-state="ready"]' },
  { path: '/activity/1', ready: 'main [data-state]' },
  { path: '/events/squad-up-team-race', as: 'trader@demo.test', ready: 'main [data-state]' },
  { path: '/download', ready: 'main [data-state]' },
  { path: '/rewards', as: 'trader@demo.test', ready: 'main [data-state]' },
  { path: '/inbox', as: 'trader@demo.test', ready: 'main [data-state]' },
  { path: '/agent', as: 'agent@demo.test', ready: 'main [data-state]' },
];

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

for (const locale of ['en', 'ar'] as const) {
  for (const size of SIZES) {
    for (const route of ROUTES) {
      test(`axe: /${locale}${route.path} on ${size.name}${route.as ? ` as ${route.as}` : ''}`, async ({
        page,
      }) => {
        const errors = watchConsole(page);
        await page.setViewportSize({ width: size.width, height: size.height });
        if (route.as) await new SessionFlow(page).logInFromLoginPage(route.as);
        await page.goto(`/${locale}${route.path}`);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator(route.ready).first()).toBeVisible();
        // Let skeletons give way to content before the audit.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.map(
            (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
          ),
        ).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  }
}
