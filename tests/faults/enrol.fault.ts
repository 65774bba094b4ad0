import en from '../../locales/en.json' with { type: 'json' };
import { expect } from '../e2e/fixtures.ts';
import { ActivityPage } from '../e2e/models/activity.model.ts';
import { seeVisitor } from './support/login.ts';
import { failureWords } from './support/messages.ts';
import { defineFaultSuite } from './support/suite.ts';

/** The live TeamTrading activity (RULES.md: id 14), which Ada has not joined. */
const TEAM_RACE = '/activity/14';
const VOLUME_TASK = 'Trade 20,000 USDT';
/** SPEC §8 codes the apply call answers as a refusal (RULES.md, Applying). */
const REFUSALS = ['51020', '51021', '51023', '51040', '51070', '51071'];
/** Refusals another attempt cannot change (src/domain/activity-enrolment.ts). */
const FINAL = ['51021', '51040', '51071'];

const enrolNow = (activity: ActivityPage) =>
  activity.enrolment.getByRole('button', { name: en.enrol.apply });

defineFaultSuite({
  name: 'enrol',
  user: 'trader@demo.test',
  path: TEAM_RACE,
  call: '/v1/activity/apply',
  open: async ({ page }) => {
    const activity = new ActivityPage(page);
    await page.goto(TEAM_RACE);
    await activity.seeReady();
    await activity.seeEnrolment('notApplied');
  },
  act: async ({ page }) => {
    await new ActivityPage(page).enrol();
  },
  seeBusy: async ({ page }) => {
    const activity = new ActivityPage(page);
    await activity.seeEnrolment('applying');
    await expect(activity.enrolment.getByRole('status')).toHaveText(en.enrol.applying);
  },
  seeFailure: async ({ page }, failure) => {
    const activity = new ActivityPage(page);
    await activity.seeEnrolment('failed');
    const alert = activity.enrolment.getByRole('alert');
    await expect(alert).toContainText(en.enrol.failed);
    await expect(alert).toContainText(failureWords(failure));
    await expect(alert.getByRole('button', { name: en.enrol.tryAgain })).toBeEnabled();
  },
  retry: async ({ page }) => {
    await new ActivityPage(page).enrolment.getByRole('button', { name: en.enrol.tryAgain }).click();
  },
  seeDone: async ({ page }) => {
    const activity = new ActivityPage(page);
    await activity.seeEnrolled();
    await activity.seeTasksShown();
  },
  refusals: REFUSALS,
  seeRefusal: async ({ page }, code) => {
    const activity = new ActivityPage(page);
    if (code === '51023') {
      // Too frequent: the message, then the button comes back after a short back-off.
      await activity.seeEnrolment('coolingDown');
      await expect(activity.enrolment.getByRole('alert')).toContainText(
        failureWords({ kind: 'code', code }),
      );
      return;
    }
    await activity.seeRefusal(code, failureWords({ kind: 'code', code }));
    await expect(activity.enrolment.getByRole('button', { name: en.enrol.tryAgain })).toHaveCount(
      FINAL.includes(code) ? 0 : 1,
    );
  },
  afterRefusal: async ({ page }) => {
    // Nothing was enrolled: a fresh look shows the trader still outside, free to enrol.
    const activity = new ActivityPage(page);
    await page.reload();
    await activity.seeReady();
    await activity.seeEnrolment('notApplied');
    await expect(enrolNow(activity)).toBeEnabled();
    await activity.enrol();
    await activity.seeEnrolled();
  },
  seeLoggedOut: async ({ page }) => {
    await seeVisitor(page);
    await new ActivityPage(page).seeEnrolment('visitor');
  },
  seeLive: async ({ page, sandbox }) => {
    const activity = new ActivityPage(page);
    await activity.seeTasksShown();
    await activity.enrol();
    await activity.seeEnrolled();
    await sandbox.simulate('trade', { email: 'trader@demo.test', volume: 20_000, market: 'spot' });
    // The private socket's push completes the task without a reload.
    await activity.seeTaskState(VOLUME_TASK, 'completed');
  },
});
