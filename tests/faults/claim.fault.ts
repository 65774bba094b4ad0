import en from '../../locales/en.json' with { type: 'json' };
import { expect } from '../e2e/fixtures.ts';
import { ActivityPage } from '../e2e/models/activity.model.ts';
import { seeVisitor } from './support/login.ts';
import { failureWords } from './support/messages.ts';
import type { SeenFailure } from './support/screen.ts';
import { defineFaultSuite } from './support/suite.ts';

/** Ada's live BTC sprint (RULES.md: id 5) and its task ready to claim. */
const SPRINT = '/activity/5';
const READY_TASK = 'Trade 10,000 USDT of futures';
const TOTAL_TASK = 'Trade 50,000 USDT in total';
/** SPEC §8 codes the claim call answers as a refusal: an answer, so nothing was granted. */
const REFUSALS = ['51020', '51021', '51023', '51040', '51070', '51071'];

const claimAgain = (activity: ActivityPage) =>
  activity.task(READY_TASK).getByRole('button', { name: en.tasks.claimAgain });

/**
 * A claim whose answer did not arrive or could not be read may have been granted: the app
 * re-reads the task before offering anything. A status fault and a time-out stop the call
 * before it runs (not granted: claim again safely); a broken body comes after it ran (granted).
 */
const ranBeforeFailing = (failure: SeenFailure) => failure.kind === 'malformed';

defineFaultSuite({
  name: 'claim',
  user: 'trader@demo.test',
  path: SPRINT,
  call: '/v1/activity/obtainReward',
  open: async ({ page }) => {
    const activity = new ActivityPage(page);
    await page.goto(SPRINT);
    await activity.seeReady();
    await activity.seeTaskState(READY_TASK, 'completed');
  },
  act: async ({ page }) => {
    await new ActivityPage(page).claim(READY_TASK);
  },
  seeBusy: async ({ page }) => {
    const activity = new ActivityPage(page);
    await expect(activity.claimButton(READY_TASK)).toHaveCount(0);
    await expect(
      activity.task(READY_TASK).getByRole('button', { name: en.tasks.claiming }),
    ).toBeDisabled();
  },
  seeFailure: async ({ page }, failure) => {
    const activity = new ActivityPage(page);
    if (ranBeforeFailing(failure)) {
      // The re-read finds the reward granted: said once, nothing to retry.
      await activity.seeGranted(READY_TASK);
      return;
    }
    const card = activity.task(READY_TASK);
    if (failure.unchecked) {
      // Nothing could be re-read either: said so, and only a re-check is offered.
      await activity.seeTaskState(READY_TASK, 'unreadable');
      const alert = card.getByRole('alert');
      await expect(alert).toContainText(en.tasks.unreadable);
      await expect(alert).toContainText(failureWords(failure));
      await expect(alert.getByRole('button', { name: en.tasks.recheck })).toBeEnabled();
      await expect(claimAgain(activity)).toHaveCount(0);
      return;
    }
    if (failure.kind === 'code') {
      await activity.seeTaskState(READY_TASK, 'refused');
      await expect(card.getByRole('alert')).toContainText(failureWords(failure));
    } else {
      // The claim surely did not run: said so, and the same claim may go again.
      await activity.seeTaskState(READY_TASK, 'retryable');
      await expect(card.getByRole('status').filter({ hasText: en.tasks.retryable })).toBeVisible();
    }
    await expect(claimAgain(activity)).toBeEnabled();
  },
  retry: async ({ page }) => {
    const activity = new ActivityPage(page);
    const card = activity.task(READY_TASK);
    const state = await card.getAttribute('data-state');
    if (state === 'granted') return;
    if (state === 'unreadable') {
      // The re-check finds the claim never ran: the claim may go again.
      await card.getByRole('button', { name: en.tasks.recheck }).click();
      await activity.seeTaskState(READY_TASK, 'retryable');
    }
    await claimAgain(activity).click();
  },
  seeDone: async ({ page }) => {
    const activity = new ActivityPage(page);
    await activity.seeGranted(READY_TASK);
    // Granted once: a fresh read of the exchange agrees.
    await page.reload();
    await activity.seeReady();
    await activity.seeGranted(READY_TASK);
  },
  refusals: REFUSALS,
  seeRefusal: async ({ page }, code) => {
    const activity = new ActivityPage(page);
    const alert = activity.task(READY_TASK).getByRole('alert');
    await expect(alert).toHaveAttribute('data-code', code);
    await expect(alert).toContainText(failureWords({ kind: 'code', code }));
    await activity.seeTaskState(READY_TASK, 'refused');
    await expect(activity.task(READY_TASK).getByRole('status')).toHaveCount(0);
  },
  afterRefusal: async ({ page }) => {
    const activity = new ActivityPage(page);
    await claimAgain(activity).click();
    await activity.seeGranted(READY_TASK);
  },
  seeLoggedOut: async ({ page }) => {
    await seeVisitor(page);
  },
  seeLive: async ({ page, sandbox }) => {
    const activity = new ActivityPage(page);
    await activity.claim(READY_TASK);
    await activity.seeGranted(READY_TASK);
    await sandbox.simulate('trade', {
      email: 'trader@demo.test',
      volume: 60_000,
      market: 'futures',
    });
    // The private socket's push completes the next task without a reload.
    await activity.seeTaskState(TOTAL_TASK, 'completed');
  },
});
