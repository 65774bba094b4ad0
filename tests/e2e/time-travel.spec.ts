import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import { CentrePage } from './models/centre.model.ts';
import { holdSockets } from './models/transport.model.ts';

test.afterEach(async ({ sandbox }) => {
  await sandbox.moveClock('real');
});

/** The centre, opened: its first card of an activity not started yet. */
async function firstUpcomingCard(page: Page) {
  const centre = new CentrePage(page);
  await centre.open('/');
  return centre.cards.and(page.locator('[data-stage="NOT_START"]')).first();
}

/**
 * The page's errors but the 400s of the calls signed before its clock learnt a jump: those are
 * refused once and sent again (the jump's race, not the stages').
 */
const errorsButJumpRefusals = (errors: string[]) =>
  errors.filter((e) => !/status of 400 \(Bad Request\)/.test(e));

test('time travel moves an activity from upcoming to live to ended, without a reload', async ({
  page,
  sandbox,
  errors,
}) => {
  const upcoming = await firstUpcomingCard(page);
  const titleId = await upcoming.getAttribute('aria-labelledby');
  const [start, end] = await upcoming
    .locator('time[datetime]')
    .evaluateAll((els) => els.slice(0, 2).map((e) => Date.parse(e.getAttribute('datetime') ?? '')));
  const card = page.locator(`article[aria-labelledby="${titleId}"]`);

  await sandbox.moveClock(start! + 1000);
  await expect(card).toHaveAttribute('data-stage', 'IN_PROGRESS');
  await expect(card.getByText('Ends in')).toBeVisible();

  await sandbox.moveClock(end! + 1000);
  await expect(card).toHaveAttribute('data-stage', 'FINISHED');
  // The page's metadata call, when it is in flight at a jump, is refused (400: signed before the
  // page learnt the jump) and sent again, refused once more if the second jump follows at once:
  // the jumps' race, not the stages'.
  expect(errorsButJumpRefusals(errors)).toEqual([]);
});

test('an activity page whose sockets connect only after a clock jump follows it from their welcome', async ({
  page,
  sandbox,
  errors,
}) => {
  // The jump's push comes while the page's sockets are still connecting (a page just opened, or
  // a connection lost): it reaches none of them, and the welcome each then gets names the moved
  // time.
  const upcoming = await firstUpcomingCard(page);
  const href = (await upcoming.locator('a.activity-link').getAttribute('href')) ?? '';
  const sockets = await holdSockets(page);
  const activity = new ActivityPage(page);
  await activity.open(href);
  await activity.seeStage('NOT_START');
  const start = Date.parse(
    (await page.locator('.detail-hero time[datetime]').first().getAttribute('datetime')) ?? '',
  );

  await sandbox.moveClock(start + 1000);
  sockets.release();
  await activity.seeStage('IN_PROGRESS');
  // The page's calls signed before its clock learnt the jump are refused once (400: a timestamp
  // the moved clock no longer accepts) and sent again: the jump's race, not the stage's.
  expect(errorsButJumpRefusals(errors)).toEqual([]);
});
