import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import { LIVE_LOTTERY_ID, LotteryPanelPage, steerNextDraw } from './models/lottery-paths.model.ts';
import { logInByCookie } from './models/session.model.ts';

/**
 * Keyboard only: when a state change takes away the element that had focus (the button pressed,
 * a dialog's trigger), focus lands on its successor in the same place, never on the page's
 * body, where the next Tab would start again at "Skip to content".
 */

const TEAM_RACE = '/en/activity/14';
const SPRINT = '/en/activity/5';
const NEWCOMER = '/en/activity/2';
const APPLY = '/v1/activity/apply';
const AGENT_DETAIL = '/v1/activity/general/agent/detail/getActivityDetailInfo';

/** Focuses `target` and presses `key` on it, as a keyboard user does. */
async function press(target: Locator, key = 'Enter') {
  await target.focus();
  await expect(target).toBeFocused();
  await target.press(key);
}

/** Focus is on `expected`, and so not on the body. */
async function seeFocusOn(page: Page, expected: Locator) {
  await expect(expected).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
}

test('enrolling by keyboard: focus follows to the enrolment, and comes back there when its dialog closes', async ({
  page,
}) => {
  const activity = new ActivityPage(page);
  await activity.openAsTrader(TEAM_RACE);
  await activity.seeEnrolment('notApplied');
  await press(activity.enrolment.getByRole('button', { name: 'Enrol now' }));
  const dialog = page.getByRole('dialog', { name: 'Done' });
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const enrolled = activity.enrolment.getByRole('status').filter({ hasText: 'You’re enrolled' });
  await seeFocusOn(page, enrolled);
  // The next Tab goes on from the enrolment, not from the top of the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).not.toBeFocused();
  await expect(
    page.locator(':focus').evaluate((el) => el.closest('section.enrolment') !== null),
  ).resolves.toBe(true);
});

test('withdrawing by keyboard: the confirmation closes onto the enrolment, not the body', async ({
  page,
}) => {
  const activity = new ActivityPage(page);
  await activity.openAsTrader(TEAM_RACE);
  await activity.enrol();
  await activity.seeEnrolled();
  await press(activity.enrolment.getByRole('button', { name: 'Withdraw enrolment' }));
  const confirm = page.getByRole('alertdialog', { name: 'Withdraw your enrolment?' });
  await expect(confirm).toBeVisible();
  // Cancelled: back on the button that opened it.
  await page.keyboard.press('Escape');
  await seeFocusOn(page, activity.enrolment.getByRole('button', { name: 'Withdraw enrolment' }));
  // Confirmed: the button is gone with the enrolment; focus goes to the enrol button in its place.
  await page.keyboard.press('Enter');
  await press(confirm.getByRole('button', { name: 'Withdraw', exact: true }));
  await activity.seeEnrolment('notApplied');
  await seeFocusOn(page, activity.enrolment.getByRole('button', { name: 'Enrol now' }));
});

test('claiming by keyboard: focus goes to "Reward granted" on the same task', async ({ page }) => {
  const activity = new ActivityPage(page);
  await activity.openAsTrader(SPRINT);
  await activity.seeTasksShown();
  const card = activity.tasks
    .locator('article.task-card', { has: page.getByRole('button', { name: 'Claim reward' }) })
    .first();
  const title = await card.getByRole('heading').innerText();
  await press(activity.claimButton(title));
  const granted = activity.task(title).getByRole('status').filter({ hasText: 'Reward granted' });
  await expect(granted).toBeVisible();
  await seeFocusOn(page, granted);
});

test('drawing by keyboard: focus stays on Draw while it draws, goes to the prize, then back to Draw', async ({
  page,
}) => {
  const email = 'trader@demo.test';
  const lottery = new LotteryPanelPage(page);
  await logInByCookie(page, email);
  await page.goto(`/en/activity/${LIVE_LOTTERY_ID}`);
  await lottery.seeState('ready');
  await steerNextDraw(page, email);
  await press(lottery.drawButton);
  await lottery.seeState('result.settled');
  await lottery.seePrizeVerified();
  // Draw waits while the result is shown: focus is on the result.
  await seeFocusOn(page, lottery.status);
  // The result's OK (dismiss) goes away with the result: Draw takes focus back.
  await press(lottery.button('OK'));
  await lottery.seeState('ready');
  await seeFocusOn(page, lottery.drawButton);
});

test('"Try again" after a failed enrolment: focus follows to the enrolment and its dialog closes onto it', async ({
  page,
  sandbox,
}) => {
  const activity = new ActivityPage(page);
  await activity.openAsTrader(TEAM_RACE);
  await activity.seeEnrolment('notApplied');
  await sandbox.addFault(`route=${APPLY},status=503,times=1`);
  await press(activity.enrolment.getByRole('button', { name: 'Enrol now' }));
  await activity.seeEnrolment('failed');
  // The failure replaced the button: focus is on what it says.
  const alert = activity.enrolment.getByRole('alert');
  await seeFocusOn(page, alert);
  await press(alert.getByRole('button', { name: 'Try again' }));
  const dialog = page.getByRole('dialog', { name: 'Done' });
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await seeFocusOn(
    page,
    activity.enrolment.getByRole('status').filter({ hasText: 'You’re enrolled' }),
  );
});

test('binding a KOL by keyboard: focus goes to "Bound to …" on the task', async ({ page }) => {
  const activity = new ActivityPage(page);
  await activity.openAsTrader(NEWCOMER, 'newbie@demo.test');
  await activity.seeTasksShown();
  const card = activity.task('Bind the KOL who invited you');
  const form = card.locator('form.kol-form');
  await form.getByRole('textbox', { name: 'KOL code' }).fill('MOONMAX');
  await press(form.getByRole('button', { name: 'Bind' }));
  await seeFocusOn(page, card.getByRole('status').filter({ hasText: 'Bound to Max to the Moon' }));
});

test('"Mark all as read" by keyboard: focus goes to the inbox’s heading once the button is gone', async ({
  page,
  traderInbox,
}) => {
  const markAll = page.getByRole('button', { name: 'Mark all as read' });
  await press(markAll);
  await traderInbox.seeListReady();
  await expect(markAll).toHaveCount(0);
  await seeFocusOn(page, page.getByRole('heading', { level: 1, name: 'Inbox' }));
});

test('an agent section’s "Try again": focus goes to the section it loaded', async ({
  page,
  sandbox,
}) => {
  await sandbox.addFault(`route=${AGENT_DETAIL},status=503`);
  await logInByCookie(page, 'agent@demo.test');
  await page.goto('/en/agent');
  const section = page.locator('section.agent-section', { has: page.getByRole('alert') }).first();
  await expect(section).toHaveAttribute('data-state', 'failed');
  const title = await section.getByRole('heading').innerText();
  await sandbox.clearFaults();
  await press(section.getByRole('button', { name: 'Try again' }));
  const loaded = page.locator('section.agent-section', {
    has: page.getByRole('heading', { name: title }),
  });
  await expect(loaded).not.toHaveAttribute('data-state', /failed|loading/);
  await seeFocusOn(page, loaded.getByRole('heading', { name: title }));
});
