import type { Page } from '@playwright/test';
import { test as base, expect } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import { CallLog, GrantLedger, HeldCall, OneTimeFault } from './models/one-grant.model.ts';
import { SandboxControl } from './models/sandbox-control.model.ts';

/*
 * Issue #8, one action, one effect: however the user clicks, retries or reloads, a claim ends
 * with exactly one grant in the sandbox's data and the task shown as granted, and an enrolment
 * with exactly one enrolment. Every repeat of the call carries the same idempotency key.
 */

/** The live TeamTrading activity of a fresh seed, which Ada has not joined (RULES.md). */
const ACTIVITY = 14;
const TASK = 'Trade 20,000 USDT';
const TRADER = 'trader@demo.test';
const CLAIM_PATH = '/v1/activity/obtainReward';
const APPLY_PATH = '/v1/activity/apply';

interface Story {
  page: Page;
  activity: ActivityPage;
  ledger: GrantLedger;
  fault: OneTimeFault;
  claims: CallLog;
}

/** Given Ada, enrolled in the activity, with its volume task completed and ready to claim. */
async function givenATaskReadyToClaim(
  page: Page,
  request: Story['fault']['request'],
  baseURL: string,
): Promise<Story> {
  const activity = new ActivityPage(page);
  const ledger = new GrantLedger(request, baseURL, TRADER);
  const fault = new OneTimeFault(request, baseURL);
  const claims = new CallLog(page, CLAIM_PATH);
  await activity.openAsTrader(`/activity/${ACTIVITY}`, TRADER);
  await activity.seeEnrolment('notApplied');
  await activity.enrol();
  await activity.seeEnrolled();
  await new SandboxControl(request, baseURL).trade(TRADER, 20_000);
  await activity.seeTaskState(TASK, 'completed');
  await expect(activity.claimButton(TASK)).toBeEnabled();
  expect(await ledger.taskRewards(ACTIVITY)).toBe(0);
  return { page, activity, ledger, fault, claims };
}

/** Every journey below starts from the same given: Ada with a task ready to claim. */
const test = base.extend<{ story: Story }>({
  story: async ({ page, request, baseURL }, use) => {
    await use(await givenATaskReadyToClaim(page, request, baseURL ?? ''));
  },
});

/** Then: one grant in the data, the task granted on screen, one key for every claim sent. */
async function thenGrantedOnce({ activity, ledger, claims }: Story) {
  await activity.seeGranted(TASK);
  await ledger.seeOneTaskReward(ACTIVITY);
  claims.expectOneKey();
}

test('a double click on Claim grants the reward once', async ({ story }) => {
  await story.activity.claimButton(TASK).dblclick();
  await thenGrantedOnce(story);
  expect(story.claims.keys).toHaveLength(1);
});

test('ten rapid clicks on Claim grant the reward once', async ({ story }) => {
  // Hold the claim a moment on the sandbox, so all ten clicks land while it is in flight.
  await story.fault.add(`route=${CLAIM_PATH},method=POST,latency=1s`);
  await story.activity.claimButton(TASK).click({ clickCount: 10, delay: 20, force: true });
  await thenGrantedOnce(story);
  expect(story.claims.keys).toHaveLength(1);
});

test('a claim whose answer is lost is granted once, and its retry after a time-out too', async ({
  story,
}) => {
  test.setTimeout(90_000);
  // The sandbox answers only after the client's 10 s time-out; the grant happens then.
  await story.fault.add(`route=${CLAIM_PATH},method=POST,latency=12s`);
  await story.activity.claim(TASK);
  // The client gave up and re-read the task, which is not granted yet: it may be claimed again.
  const again = story.activity.task(TASK).getByRole('button', { name: 'Claim again' });
  await expect(again).toBeEnabled({ timeout: 20_000 });
  await story.activity.seeTaskState(TASK, 'retryable');
  await again.click();
  await thenGrantedOnce(story);
  // The retry is the same request as the lost one: whichever lands second is a replay.
  expect(story.claims.keys).toHaveLength(2);
});

test('a claim granted while its answer is dropped shows granted, without a second claim', async ({
  story,
}) => {
  await story.fault.add(`route=${CLAIM_PATH},method=POST,drop=after`);
  await story.activity.claim(TASK);
  await thenGrantedOnce(story);
  expect(story.claims.keys).toHaveLength(1);
});

test('a reload while the claim is in flight ends with one grant', async ({
  page,
  request,
  story,
}) => {
  const held = new HeldCall(page, request, CLAIM_PATH);
  await held.hold();
  await story.activity.claim(TASK);
  await held.seeHeld();
  await page.reload();
  await story.activity.seeReady();
  await story.activity.seeTaskState(TASK, 'completed');
  // The claim sent before the reload lands now; its grant reaches the new page by itself.
  expect((await held.land()).code).toBe('00000');
  await story.ledger.seeOneTaskReward(ACTIVITY);
  await thenGrantedOnce(story);
});

test('offline, a claim says so; back online, its retry grants once', async ({ page, story }) => {
  await page.context().setOffline(true);
  await story.activity.claim(TASK);
  const task = story.activity.task(TASK);
  await expect(task.getByRole('alert')).toContainText(/offline/i);
  expect(await story.ledger.taskRewards(ACTIVITY)).toBe(0);

  await page.context().setOffline(false);
  await task.getByRole('button', { name: 'Check again' }).click();
  await task.getByRole('button', { name: 'Claim again' }).click();
  await thenGrantedOnce(story);
});

test('a double click on Enrol enrols once', async ({ page, request, baseURL }) => {
  const activity = new ActivityPage(page);
  const ledger = new GrantLedger(request, baseURL!, TRADER);
  const applies = new CallLog(page, APPLY_PATH);
  await activity.openAsTrader(`/activity/${ACTIVITY}`, TRADER);
  await activity.seeEnrolment('notApplied');
  await activity.enrolment.getByRole('button', { name: 'Enrol now' }).dblclick();
  await activity.seeEnrolled();
  await ledger.seeOneEnrolment(ACTIVITY);
  applies.expectOneKey();
  expect(applies.keys).toHaveLength(1);
});
