import { expect, test } from './fixtures.ts';
import {
  installClientSeedSteering,
  LIVE_LOTTERY_ID,
  LotteryPanelPage,
} from './models/lottery-paths.model.ts';
import { RewardsPage } from './models/rewards.model.ts';
import { SessionFlow } from './models/session.model.ts';

const REWARD_LIST = '/v1/activity/getRewardList';

test('a visitor is asked to log in, and comes back to My rewards as Ada', async ({
  page,
  errors,
}) => {
  const rewards = new RewardsPage(page);
  await rewards.open();
  await rewards.askedToLogIn();
  expect(await rewards.accessibilityViolations()).toEqual([]);
  await rewards.startLogin();
  await new SessionFlow(page).loginAs('trader@demo.test');
  await expect(page).toHaveURL(/\/rewards$/);
  await rewards.seeState('ready');
  expect(errors).toEqual([]);
});

test('a trader sees every reward type, filters them, and spots the one expiring soon', async ({
  page,
  errors,
}) => {
  const rewards = new RewardsPage(page);
  await page.goto('/login?redirect=%2Frewards');
  await new SessionFlow(page).loginAs('trader@demo.test');
  await rewards.seeState('ready');

  expect(await rewards.shown('data-type')).toEqual([
    'DROP',
    'FUTURES_COUPON',
    'GIFT_CASH',
    'LOTTERY_COUNT',
    'PHYSICAL',
    'PLATFORM_TOKEN',
  ]);
  expect(await rewards.shown('data-status')).toEqual(['EXPIRED', 'ISSUED', 'USED']);
  // The 5 USDT trial bonus expires in 3 days (sandbox/RULES.md); the draw chances expire with
  // the live lottery. Only available rewards are ever flagged, and the count says how many.
  const soonCount = await rewards.cardsExpiringSoon().count();
  expect(soonCount).toBeGreaterThan(0);
  await expect(rewards.expiringCount()).toHaveText(`Expiring soon: ${soonCount}`);
  expect(
    await rewards.cardsExpiringSoon().evaluateAll((els) => els.map((e) => e.dataset.status)),
  ).toEqual(Array(soonCount).fill('ISSUED'));
  const soon = rewards.cardsExpiringSoon().filter({ hasText: '5 USDT' });
  await expect(soon).toHaveCount(1);
  await expect(soon).toContainText('Expiring soon');
  await expect(soon.locator('time').last()).toHaveAttribute('title', /^UTC: .+ UTC$/);
  expect(await rewards.accessibilityViolations()).toEqual([]);

  await rewards.filterBy('Status', 'Expired');
  await rewards.seeState('ready');
  expect(await rewards.shown('data-status')).toEqual(['EXPIRED']);
  await expect(rewards.cards).toHaveCount(1);

  await rewards.filterBy('Status', 'All');
  await rewards.filterBy('Category', 'Tokens');
  await rewards.seeState('ready');
  expect(await rewards.shown('data-type')).toEqual(['DROP', 'PLATFORM_TOKEN']);

  await rewards.filterBy('Reward type', 'Prize item');
  await rewards.seeState('empty');
  await expect(rewards.root).toContainText('No rewards match these filters');
  expect(await rewards.accessibilityViolations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('when the list fails to load, the trader is told why and can try again', async ({
  page,
  request,
  baseURL,
  errors,
}) => {
  const rewards = new RewardsPage(page);
  await new SessionFlow(page).logIn('trader@demo.test', '/');
  await request.post(`${baseURL}/sandbox/api/faults`, {
    data: { spec: `route=${REWARD_LIST},code=51023,times=1` },
  });
  await rewards.open();
  await rewards.seeState('failed');
  await expect(rewards.root.getByRole('alert')).toContainText('Too many requests');
  expect(await rewards.accessibilityViolations()).toEqual([]);
  await rewards.retry();
  await rewards.seeState('ready');
  await expect(rewards.cards.first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('after two of three draws, My rewards says 1 of 3 draws left, and all used after the third', async ({
  page,
  errors,
}) => {
  // Finding 7: the card said "3 draws · Available" while the draw page said 1 left.
  const trader = 'trader@demo.test';
  const lotteryPage = `/activity/${LIVE_LOTTERY_ID}`;
  await installClientSeedSteering(page);
  await new SessionFlow(page).logIn(trader, lotteryPage);
  const lottery = new LotteryPanelPage(page);
  // Ada is seeded three chances; two draws steered clear of an extra draw leave one.
  for (let i = 0; i < 2; i += 1) {
    await lottery.drawOnce(trader);
    await lottery.click('OK');
  }
  await lottery.seeDrawsLeft(1);

  const rewards = new RewardsPage(page);
  await rewards.open('?type=LOTTERY_COUNT');
  await rewards.seeState('ready');
  const draws = rewards.card('LOTTERY_COUNT');
  await expect(draws.card).toHaveCount(1);
  await expect(draws.amount).toHaveText('1 of 3 draws left');
  await expect(draws.status).toHaveText('Available');
  await rewards.filterBy('Status', 'Available');
  await rewards.seeState('ready');
  await expect(draws.amount).toHaveText('1 of 3 draws left');
  expect(await rewards.accessibilityViolations()).toEqual([]);

  // The last draw: the card says all are used, reads Used, and Available no longer lists it.
  await page.goto(lotteryPage);
  await lottery.drawOnce(trader);
  await lottery.seeDrawsLeft(0);
  await rewards.open('?type=LOTTERY_COUNT');
  await rewards.seeState('ready');
  await expect(draws.amount).toHaveText('All 3 draws used');
  await expect(draws.status).toHaveText('Used');
  await rewards.filterBy('Status', 'Available');
  await rewards.seeState('empty');
  await expect(draws.card).toHaveCount(0);
  expect(errors).toEqual([]);
});
