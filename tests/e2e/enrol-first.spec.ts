import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';

/*
 * Nico registered today and opens the newcomer event. His account task shows "Ready to claim"
 * (account tasks show the account's state before enrolment), but its reward is for those who
 * joined: the claim was refused with "This can’t be done right now.", and nothing said that
 * enrolling was the missing step. The tasks now say so, and the refusal too.
 */

const NEWBIE = 'newbie@demo.test';
/** The live NewUser activity of a fresh seed. */
const NEWCOMER_EVENT = '/en/activity/2';
const ACCOUNT_TASK = 'Create your account';
const ENROL_TO_CLAIM = 'Enrol first: this reward can be claimed once you have joined the campaign.';

test('a newcomer who has not enrolled is told to enrol first, and can claim once enrolled', async ({
  page,
}) => {
  const activity = new ActivityPage(page);
  await activity.openAsTrader(NEWCOMER_EVENT, NEWBIE);
  await activity.seeEnrolment('notApplied');
  await activity.seeTaskState(ACCOUNT_TASK, 'completed');
  await expect(activity.tasks.locator('.tasks-enrol-first')).toHaveText(
    'You haven’t enrolled yet. Enrol first: until you do, nothing you do counts, and rewards shown as ready can’t be claimed.',
  );
  await expect(activity.task(ACCOUNT_TASK).locator('.task-enrol-first')).toHaveText(ENROL_TO_CLAIM);

  // Tried anyway: the exchange refuses, and the card says why in words that lead somewhere.
  await activity.claim(ACCOUNT_TASK);
  const refusal = activity.task(ACCOUNT_TASK).getByRole('alert');
  await expect(refusal).toHaveAttribute('data-code', '51020');
  await expect(refusal).toContainText(ENROL_TO_CLAIM);
  await expect(refusal).not.toContainText('can’t be done right now');

  // The newcomer event asks for the trader's event code, which the page offers.
  await activity.enrol();
  await activity.enrolment.getByRole('button', { name: 'Use this code' }).click();
  await activity.enrolment.getByRole('button', { name: 'Continue' }).click();
  await activity.seeEnrolled();
  await expect(activity.tasks.locator('.tasks-enrol-first')).toHaveCount(0);
  await expect(activity.task(ACCOUNT_TASK).locator('.task-enrol-first')).toHaveCount(0);
  // Enrolment reloads the tasks, so the refusal is gone and the claim is offered afresh.
  await activity.claim(ACCOUNT_TASK);
  await activity.seeGranted(ACCOUNT_TASK);
});
