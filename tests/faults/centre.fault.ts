import en from '../../locales/en.json' with { type: 'json' };
import { expect } from '../e2e/fixtures.ts';
import { CentrePage } from '../e2e/models/centre.model.ts';
import { SessionFlow } from '../e2e/models/session.model.ts';
import { seeVisitor } from './support/login.ts';
import { defineFaultSuite } from './support/suite.ts';

/** What a fresh seed lists for Ada (RULES.md: 27 activities, three per type). */
const ACTIVITIES_SHOWN = '27 activities';

defineFaultSuite({
  name: 'activity centre',
  user: 'trader@demo.test',
  path: '/',
  call: '/v1/activity/list',
  open: async ({ page }) => {
    await page.goto('/');
  },
  seeBusy: async ({ page }) => {
    await expect(new CentrePage(page).root).toHaveAttribute('data-state', 'loading');
  },
  seeFailure: async ({ page }, failure) => {
    const centre = new CentrePage(page);
    await expect(centre.root).toHaveAttribute('data-state', 'failed');
    const alert = centre.root.getByRole('alert');
    await expect(alert).toContainText(
      failure.kind === 'network' || failure.kind === 'timeout'
        ? en.centre.failedNetwork
        : en.centre.failed,
    );
    await expect(alert.getByRole('button', { name: en.centre.retry })).toBeEnabled();
  },
  retry: async ({ page }) => {
    await new CentrePage(page).root.getByRole('button', { name: en.centre.retry }).click();
  },
  seeDone: async ({ page }) => {
    const centre = new CentrePage(page);
    await centre.seeReady();
    await expect(centre.root.locator('#all-activities .count')).toHaveText(ACTIVITIES_SHOWN);
    await new SessionFlow(page).seeSignedIn('Ada');
  },
  seeLoggedOut: async ({ page }) => {
    await seeVisitor(page);
  },
  seeLive: async ({ page, sandbox }) => {
    const centre = new CentrePage(page);
    await centre.seeReady();
    expect(await centre.stagesShown()).toContain('NOT_START');
    // Upcoming campaigns start within 2 to 5 days: past that, the stages follow the pushed clock.
    await sandbox.moveClock('+5d1h');
    await expect.poll(() => centre.stagesShown()).not.toContain('NOT_START');
  },
});
