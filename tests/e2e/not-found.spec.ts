import { expect, test } from './fixtures.ts';
import { axeViolations } from './models/a11y.model.ts';
import { ActivityPage } from './models/activity.model.ts';
import { InboxPage } from './models/inbox.model.ts';
import { logInByCookie } from './models/session.model.ts';

/**
 * Every page that opens one thing named by its address says "not found" when the exchange
 * answers that there is no such thing (51020, sandbox/RULES.md), instead of a failure with a
 * "Try again" that could never help; it leads back to the list the thing belongs to.
 */

test('a message the exchange does not have is "not found", with the way back to the inbox', async ({
  page,
  errors,
}) => {
  const inbox = new InboxPage(page);
  await logInByCookie(page, 'trader@demo.test');
  await page.goto('/en/inbox/99999');
  await inbox.seeMessageNotFound();
  const audit = await axeViolations(page).include('main').analyze();
  expect(audit.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // On a desktop the list stays beside it.
  await inbox.seeListReady();
  await expect(inbox.list).toBeVisible();
  // On a phone the message takes the list's place; its link leads back.
  await page.setViewportSize({ width: 390, height: 800 });
  await inbox.backToList();
  await expect(page).toHaveURL(/\/en\/inbox$/);
  await expect(inbox.list).toBeVisible();
  expect(errors).toEqual([]);
});

test('an activity id the exchange does not have is "not found", with the way back to the centre', async ({
  page,
  errors,
}) => {
  const activity = new ActivityPage(page);
  await logInByCookie(page, 'trader@demo.test');
  await page.goto('/en/activity/99999');
  await activity.seeNotFound({ name: 'All campaigns', path: '/en/' });
  await activity.expectAccessible();
  expect(errors).toEqual([]);
});

test('a visitor on an unknown activity id sees "not found" too', async ({ page, errors }) => {
  await page.goto('/activity/99999');
  await new ActivityPage(page).seeNotFound({ name: 'All campaigns', path: '/' });
  expect(errors).toEqual([]);
});

test('an /events alias the exchange does not know is "not found", with the way back to the events', async ({
  page,
  errors,
}) => {
  await page.goto('/en/events/no-such-campaign');
  await new ActivityPage(page).seeNotFound({ name: 'All events', path: '/en/events' });
  expect(errors).toEqual([]);
});

test('a campaign code the exchange does not know is "not found"', async ({ page, errors }) => {
  await page.goto('/activity/by-code/no-such-code');
  await new ActivityPage(page).seeNotFound({ name: 'All campaigns', path: '/' });
  expect(errors).toEqual([]);
});

test('a message that failed to load (500) still offers "Try again", which brings it', async ({
  page,
  sandbox,
}) => {
  const inbox = new InboxPage(page);
  await inbox.openAsTrader();
  const entry = inbox.firstUnread();
  const title = await inbox.titleOf(entry);
  await sandbox.addFault('route=/v1/if/push/detail,status=500,times=1');
  await inbox.openMessage(entry);
  await expect(inbox.detail).toHaveAttribute('data-state', 'failed');
  await inbox.detail.getByRole('button', { name: 'Try again' }).click();
  await inbox.seeMessage(title);
});
