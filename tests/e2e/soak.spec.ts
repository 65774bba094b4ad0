import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import { LIVE_LOTTERY_ID, LotteryPanelPage } from './models/lottery-paths.model.ts';
import { RewardsPage } from './models/rewards.model.ts';
import { SandboxControl } from './models/sandbox-control.model.ts';
import { SessionFlow } from './models/session.model.ts';

/*
 * Issue 14, the 7-day soak: real traders come back every day. Ada completes and claims both
 * EVERYDAY tasks of the live lucky draw each day (each gives a draw chance) and draws with every
 * chance, for 7 sandbox days. Afterwards the exchange holds exactly one grant per task per day
 * and one prize per chance, and the page agrees. The browser's clock is left alone: the app
 * learns time from the exchange, and the exchange's clock is what moves.
 */

const TRADER = 'trader@demo.test';
const DAYS = 7;
const DAY = 86_400_000;
const CLAIM_PATH = '/v1/activity/obtainReward';
const IDEMPOTENCY_HEADER = 'x-exchange-idempotency-key';
/** The live lucky draw's EVERYDAY tasks; each grants one draw chance a day (RULES.md). */
const DAILY_TASKS = ['Trade any amount today', 'Share the lucky draw today'];

/** A reward as `GET /sandbox/api/grants` lists it (sandbox/CONTROLS.md). */
interface Grant {
  activityId: number;
  taskId: number | null;
  periodKey: string;
  source: 'task' | 'draw' | 'seed';
  rewardType: string;
}

async function grantsOf(request: APIRequestContext, baseURL: string): Promise<Grant[]> {
  const response = await request.get(`${baseURL}/sandbox/api/grants`, {
    params: { email: TRADER },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { rewards: Grant[] }).rewards;
}

/** The UTC day the exchange's clock is in: an EVERYDAY task's period (RULES.md). */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

test.afterEach(async ({ request, baseURL }) => {
  await new SandboxControl(request, baseURL!).moveClock('real');
});

test('a week of daily tasks and draws: one grant per task per day, one prize per chance', async ({
  page,
  request,
  baseURL,
  sandbox,
}) => {
  test.setTimeout(120_000);
  const control = new SandboxControl(request, baseURL!);
  const activity = new ActivityPage(page);
  const lottery = new LotteryPanelPage(page);
  const days: string[] = [];
  // The idempotency key of every claim the page sends, by the exchange's day it was sent on.
  const claimKeys: { day: string; key: string }[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname !== CLAIM_PATH || sent.method() !== 'POST') return;
    claimKeys.push({ day: days.at(-1) ?? '', key: sent.headers()[IDEMPOTENCY_HEADER] ?? '' });
  });

  /**
   * A trader's pace: the exchange allows 5 claims and draws within 10 s (RULES.md), so each
   * attempt comes 3 s of exchange time after the last. The test moves that clock, not waits.
   */
  const pace = () => control.moveClock('+3s');

  // Each day starts at noon on the exchange's clock, so no day's paced minutes cross midnight.
  // She logs in on the first noon, so the session (7 days) outlives the week whatever the hour
  // the test starts at (logged in at 00:40 the day before, it ended on the last day).
  const now = await control.now();
  const firstNoon = Math.floor(now / DAY) * DAY + DAY + DAY / 2;
  await control.moveClock(firstNoon);
  await new SessionFlow(page).logIn(TRADER, '/');
  let chancesGiven = 0;
  let draws = 0;
  for (let day = 0; day < DAYS; day++) {
    if (day > 0) await control.moveClock(firstNoon + day * DAY);
    days.push(dayOf(await control.now()));
    // Given Ada traded and shared the lucky draw today.
    await sandbox.trade(TRADER, 25);
    await control.simulate('share', { email: TRADER });

    // When she opens the lucky draw, her chances left are the exchange's.
    await activity.open(`/activity/${LIVE_LOTTERY_ID}`);
    await lottery.seeState(/^(ready|noneLeft)$/);
    if (day === 0) chancesGiven += Number(await lottery.remaining.textContent());
    else await lottery.seeDrawsLeft(0);

    // And claims each daily task: today's is claimable, whatever she claimed yesterday.
    for (const title of DAILY_TASKS) {
      await activity.seeTaskState(title, 'completed');
      await pace();
      await activity.claim(title);
      await activity.seeGranted(title);
      chancesGiven += 1;
    }

    // And draws with every chance she has (an "Extra draw" prize gives one back).
    await page.reload();
    await activity.seeReady();
    for (;;) {
      await lottery.seeState(/^(ready|noneLeft)$/);
      if ((await lottery.panel.getAttribute('data-state')) === 'noneLeft') break;
      await pace();
      await lottery.click('Draw');
      await lottery.seeState('result.settled');
      await lottery.seePrizeVerified();
      draws += 1;
      if ((await lottery.status.textContent())?.includes('Extra draw')) chancesGiven += 1;
      await lottery.click('OK');
    }
    await lottery.seeDrawsLeft(0);
    expect(draws, 'draws never outnumber the chances given').toBe(chancesGiven);
  }

  // Then the exchange holds one grant per daily task per day, and one prize per chance.
  const grants = await grantsOf(request, baseURL!);
  const lotteryGrants = grants.filter((g) => g.activityId === LIVE_LOTTERY_ID);
  const taskDays = new Map<number, string[]>();
  for (const g of lotteryGrants.filter((x) => x.source === 'task')) {
    taskDays.set(g.taskId!, [...(taskDays.get(g.taskId!) ?? []), g.periodKey]);
  }
  expect(taskDays.size).toBe(DAILY_TASKS.length);
  for (const periods of taskDays.values()) expect(periods).toEqual(days);
  // Each claim's key named its day, so no day's claim could be answered with another's.
  expect(claimKeys).toHaveLength(DAYS * DAILY_TASKS.length);
  for (const { day, key } of claimKeys) expect(key).toContain(`:${day}:`);
  expect(new Set(claimKeys.map((c) => c.key)).size).toBe(claimKeys.length);
  const prizes = lotteryGrants.filter((g) => g.source === 'draw');
  expect(prizes).toHaveLength(draws);
  expect(draws).toBe(chancesGiven);

  // And the page agrees: today's tasks are granted, no draw is left, My rewards lists them all.
  await activity.open(`/activity/${LIVE_LOTTERY_ID}`);
  for (const title of DAILY_TASKS) await activity.seeGranted(title);
  await lottery.seeState('noneLeft');
  await lottery.seeDrawsLeft(0);
  const rewards = new RewardsPage(page);
  await rewards.open();
  await rewards.seeState('ready');
  const loadMore = rewards.root.getByRole('button', { name: 'Load more' });
  while (await loadMore.isVisible()) {
    const shown = await rewards.cards.count();
    await loadMore.click();
    await expect.poll(() => rewards.cards.count()).toBeGreaterThan(shown);
  }
  await expect(rewards.cards).toHaveCount(grants.length);
});
