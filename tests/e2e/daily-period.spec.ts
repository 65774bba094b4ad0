import { test as base, expect } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import { watchAnsweredCalls, watchTimestampRefusals } from './models/device-clock.model.ts';
import { SandboxControl } from './models/sandbox-control.model.ts';

/*
 * A daily task's period is the exchange's UTC day (RULES.md): when that day ends, a page left
 * open shows the new day's task, not yesterday's "Reward granted". The browser's clock is left
 * alone: the exchange's clock is what moves.
 */

const TRADER = 'trader@demo.test';
const DAY = 86_400_000;
/** The BTC sprint's EVERYDAY task, three orders a day. */
const DAILY = 'Place 3 orders today';

/** Ada's daily task, claimed a minute before the exchange's midnight, on a page left open. */
interface ClaimedBeforeMidnight {
  control: SandboxControl;
  /** The exchange's midnight that ends the day of the claim. */
  midnight: number;
  /** The page shows the new day's task, never reloaded, with no error but resent refusals. */
  seeNewDay: () => Promise<void>;
}

/**
 * The set-up both tests share, as a fixture: Ada claims today's orders task on the BTC sprint
 * a minute before the exchange's midnight and leaves the page open.
 */
const test = base.extend<{ claimedBeforeMidnight: ClaimedBeforeMidnight }>({
  claimedBeforeMidnight: async ({ page, request, baseURL, errors }, use) => {
    const control = new SandboxControl(request, baseURL!);
    const activity = new ActivityPage(page);
    const refused = watchTimestampRefusals(page);
    const answered = watchAnsweredCalls(page);
    const midnight = Math.ceil((await control.now()) / DAY) * DAY;
    await control.moveClock(midnight - 60_000);
    // Traded before the page opens, so its first read counts the orders whatever its socket does.
    for (let i = 0; i < 3; i++) await control.trade(TRADER, 100, 'futures');
    await activity.openAsTrader('/en/activity/5', TRADER);
    await activity.seeTaskState(DAILY, 'completed');
    await activity.claim(DAILY);
    await activity.seeGranted(DAILY);
    // The page is never reloaded from here on.
    await page.evaluate(() => {
      (window as { stillOpen?: boolean }).stillOpen = true;
    });
    const seeNewDay = async () => {
      await activity.seeTaskState(DAILY, 'pending');
      await activity.seeProgress(DAILY, '0 of 3 orders');
      await expect(activity.claimButton(DAILY)).toHaveCount(0);
      expect(await page.evaluate(() => (window as { stillOpen?: boolean }).stillOpen)).toBe(true);
      expectOnlyResentRefusals(errors, refused, answered);
    };
    await use({ control, midnight, seeNewDay });
  },
});

test.afterEach(async ({ request, baseURL }) => {
  await new SandboxControl(request, baseURL!).moveClock('real');
});

/**
 * No error but this: a call signed just before the clock moved (a read the claim's push
 * started) reaches the exchange just after, is refused once for its timestamp and is signed
 * again with the time the refusal names.
 */
function expectOnlyResentRefusals(errors: string[], refused: string[], answered: string[]) {
  for (const path of refused) expect(answered, `${path} signed again`).toContain(path);
  const refusedInConsole = errors.filter((e) => e.includes('status of 400'));
  expect(refusedInConsole).toHaveLength(refused.length);
  expect(errors.filter((e) => !refusedInConsole.includes(e))).toEqual([]);
}

test('a daily task claimed before midnight shows the new day once the exchange’s day ends, page left open', async ({
  claimedBeforeMidnight,
}) => {
  const { control, midnight, seeNewDay } = claimedBeforeMidnight;
  // Three seconds before midnight on the exchange's clock; then the day ends as time runs.
  await control.moveClock(midnight - 3_000);
  await seeNewDay();
});

test('a daily task shows the new day when the exchange’s clock jumps a day, page left open', async ({
  claimedBeforeMidnight,
}) => {
  const { control, seeNewDay } = claimedBeforeMidnight;
  await control.moveClock('+1d');
  await seeNewDay();
});
