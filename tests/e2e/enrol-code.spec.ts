import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';

/*
 * The event code step of the newcomer event, on a phone: the step a tap on the pinned "Enrol
 * now" brings is shown and focused, and a code the exchange turns away is an error at the field,
 * with what the user typed kept for them to correct.
 */

/** The live NewUser event of a fresh seed, which asks for the newbie's event code. */
const LIVE_NEWCOMER = 2;
const NEWBIE = 'newbie@demo.test';

test.use({ viewport: { width: 375, height: 812 } });

test('on a phone, Enrol now brings the code step into view with its field focused', async ({
  page,
}) => {
  const activity = new ActivityPage(page);
  await activity.openAsTrader(`/activity/${LIVE_NEWCOMER}`, NEWBIE);
  await activity.seeEnrolment('notApplied');
  await activity.enrolment.getByRole('button', { name: 'Enrol now' }).click();
  await activity.seeEnrolment('awaitingCode');
  const field = activity.enrolment.getByLabel('Event code');
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  await expect(activity.enrolment.getByText('One more step before you enrol')).toBeInViewport();
});

test('a wrong event code is an error at the field, which keeps the code typed', async ({
  page,
}) => {
  const activity = new ActivityPage(page);
  await activity.openAsTrader(`/activity/${LIVE_NEWCOMER}`, NEWBIE);
  await activity.enrolment.getByRole('button', { name: 'Enrol now' }).click();
  const field = activity.enrolment.getByLabel('Event code');
  await field.fill('bad<code>');
  await activity.enrolment.getByRole('button', { name: 'Continue' }).click();

  // Back at the step, not a generic "can't be done right now" with a retry.
  await activity.seeEnrolment('awaitingCode');
  await expect(field).toHaveValue('bad<code>');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/That event code wasn’t accepted/);
  await expect(activity.enrolment.getByRole('alert')).toContainText('wrong register code');
  await expect(activity.enrolment.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  // Corrected with the user's own code, the enrolment goes through.
  await activity.enrolment.getByRole('button', { name: 'Use this code' }).click();
  await expect(field).not.toHaveValue('bad<code>');
  await activity.enrolment.getByRole('button', { name: 'Continue' }).click();
  await activity.seeEnrolled();
});
