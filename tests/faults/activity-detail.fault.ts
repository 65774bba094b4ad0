import en from '../../locales/en.json' with { type: 'json' };
import { expect } from '../e2e/fixtures.ts';
import { ActivityPage } from '../e2e/models/activity.model.ts';
import { SessionFlow } from '../e2e/models/session.model.ts';
import { seeVisitor } from './support/login.ts';
import { failureWords } from './support/messages.ts';
import { defineFaultSuite } from './support/suite.ts';

/** Ada's live BTC sprint (RULES.md: live PersonalTrading is id 5): enrolled, a task to claim. */
const SPRINT = '/activity/5';
const READY_TASK = 'Trade 10,000 USDT of futures';
const TOTAL_TASK = 'Trade 50,000 USDT in total';

defineFaultSuite({
  name: 'activity detail',
  user: 'trader@demo.test',
  path: SPRINT,
  call: '/v1/activity/detail',
  open: async ({ page }) => {
    await page.goto(SPRINT);
  },
  seeBusy: async ({ page }) => {
    await expect(new ActivityPage(page).root).toHaveAttribute('data-state', 'loading');
  },
  seeFailure: async ({ page }, failure) => {
    const activity = new ActivityPage(page);
    await expect(activity.root).toHaveAttribute('data-state', 'failed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.detail.failedTitle);
    const alert = activity.root.getByRole('alert');
    await expect(alert).toContainText(failureWords(failure));
    await expect(alert.getByRole('button', { name: en.detail.retry })).toBeEnabled();
  },
  retry: async ({ page }) => {
    await new ActivityPage(page).root.getByRole('button', { name: en.detail.retry }).click();
  },
  seeDone: async ({ page }) => {
    const activity = new ActivityPage(page);
    await activity.seeReady();
    await activity.seeStage('IN_PROGRESS');
    await activity.seeEnrolled();
    await activity.seeTaskState(READY_TASK, 'completed');
    await new SessionFlow(page).seeSignedIn('Ada');
  },
  // The exchange answers 51020 for an activity it does not have (RULES.md).
  refusals: ['51020'],
  seeRefusal: async ({ page }) => {
    const activity = new ActivityPage(page);
    await expect(activity.root).toHaveAttribute('data-state', 'notFound');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.detail.notFoundTitle);
    await expect(activity.root).toContainText(en.detail.missing);
    await expect(activity.root.getByRole('button', { name: en.detail.retry })).toHaveCount(0);
    await expect(activity.root.getByRole('link', { name: en.detail.allCampaigns })).toBeVisible();
  },
  afterRefusal: async ({ page }) => {
    await page.reload();
  },
  seeLoggedOut: async ({ page }) => {
    await seeVisitor(page);
  },
  seeLive: async ({ page, sandbox }) => {
    const activity = new ActivityPage(page);
    await activity.seeTasksShown();
    const value = activity.task(TOTAL_TASK).locator('.task-value');
    const before = await value.textContent();
    await sandbox.simulate('trade', { email: 'trader@demo.test', volume: 1000, market: 'futures' });
    // The private socket's push moves the progress without a reload.
    await expect(value).not.toHaveText(before ?? '');
  },
});
