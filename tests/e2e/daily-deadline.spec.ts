import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import type { SandboxControl } from './models/sandbox-control.model.ts';

/*
 * A daily task's day is the exchange's UTC day (RULES.md): a reward ready at 07:30 in Shanghai
 * is gone at 08:00, when the exchange's day ends and the task starts again at zero. The card
 * said only "Daily" and "Ready to claim", and its title says "today", which a trader reads as
 * their own day: it now says when the day ends, and by when to claim, in the trader's time.
 */

const TRADER = 'trader@demo.test';
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Shanghai is UTC+8 all year: the exchange's midnight is 08:00 there. */
const SHANGHAI_OFFSET = 8 * HOUR;
/** The BTC sprint's EVERYDAY task (Ada is enrolled): three orders a day. */
const DAILY = 'Place 3 orders today';
/** One of its DURING tasks, which has no day to end. */
const DURING = 'Trade 50,000 USDT in total';

test.use({ timezoneId: 'Asia/Shanghai' });

/** A moment as the page writes it in Shanghai: `YYYY-MM-DD HH:mm`. */
const inShanghai = (ms: number) =>
  new Date(ms + SHANGHAI_OFFSET).toISOString().slice(0, 16).replace('T', ' ');

/**
 * The daily task's card says `period`, its day ending at `dayEnd`; Ada's three orders complete
 * it, and the card then says to claim by that end, in the trader's time.
 */
async function seeDayEndThenClaimBy(
  activity: ActivityPage,
  sandbox: SandboxControl,
  period: string,
  dayEnd: number,
) {
  await expect(activity.task(DAILY).locator('.task-period')).toHaveText(period);
  await expect(activity.task(DAILY).locator('.task-period time')).toHaveAttribute(
    'datetime',
    new Date(dayEnd).toISOString(),
  );

  for (let i = 0; i < 3; i++) await sandbox.trade(TRADER, 100, 'futures');
  await activity.refreshTasks();
  await activity.seeTaskState(DAILY, 'completed');
  await expect(activity.task(DAILY).locator('.task-claim-by')).toHaveText(
    `Claim by ${inShanghai(dayEnd)}, your time: after that, this day’s reward can no longer be claimed.`,
  );
}

test('a trader in Shanghai sees that a ready daily reward must be claimed by 08:00, their time', async ({
  page,
  sandbox,
}) => {
  const activity = new ActivityPage(page);
  // Noon on the exchange's next day: the day's end is twelve hours away, whatever the run's hour.
  const midnight = Math.ceil((await sandbox.now()) / DAY) * DAY;
  await sandbox.moveClock(midnight + 12 * HOUR);
  const dayEnd = midnight + DAY;
  const deadline = inShanghai(dayEnd);
  expect(deadline.endsWith(' 08:00')).toBe(true);

  await activity.openAsTrader('/en/activity/5', TRADER);
  await activity.seeTaskState(DAILY, 'pending');
  await seeDayEndThenClaimBy(
    activity,
    sandbox,
    `Daily: this day ends ${deadline}, your time`,
    dayEnd,
  );

  // A task of the whole campaign has no day: it says so, and no deadline of a day.
  await expect(activity.task(DURING).locator('.task-period')).toHaveText('During the campaign');
  await expect(activity.task(DURING).locator('.task-claim-by')).toHaveCount(0);

  await activity.claim(DAILY);
  await activity.seeGranted(DAILY);
  await expect(activity.task(DAILY).locator('.task-claim-by')).toHaveCount(0);
});

/*
 * The campaign's last day ends with the campaign, not at the exchange's midnight: the day's
 * reward can be claimed until the campaign ends, never after (RULES.md). The card named the
 * midnight after it, and the sandbox still paid that day's claim once the campaign was over.
 */
test('on the campaign’s last day, a trader is told to claim by the campaign’s end, not midnight', async ({
  page,
  sandbox,
}) => {
  const activity = new ActivityPage(page);
  await activity.openAsTrader('/en/activity/5', TRADER);
  const end = await activity.endTime();
  const lastDay = Math.floor(end / DAY) * DAY;
  // A campaign ending at midnight would have no earlier deadline to show.
  expect(end).toBeGreaterThan(lastDay);
  // Three hours before the end, or just after the last day's midnight when it ends earlier.
  await sandbox.moveClock(Math.max(lastDay + 60_000, end - 3 * HOUR));
  await page.reload();
  await activity.seeReady();

  await seeDayEndThenClaimBy(
    activity,
    sandbox,
    `Daily: the campaign’s last day, which ends ${inShanghai(end)}, your time`,
    end,
  );

  // The campaign ends with the reward unclaimed: the page, left open, reads the tasks again
  // and the exchange no longer offers that day's reward.
  await sandbox.moveClock(end + 60_000);
  await activity.seeTaskState(DAILY, 'unsatisfied');
  await expect(activity.claimButton(DAILY)).toHaveCount(0);
  await expect(activity.task(DAILY).locator('.task-claim-by')).toHaveCount(0);
});
