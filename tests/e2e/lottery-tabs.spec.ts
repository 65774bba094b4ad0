import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import {
  FOLLOW_DRAWS,
  FOLLOW_TASK,
  installClientSeedSteering,
  LIVE_LOTTERY_ID,
  LOTTERY_ROUTES,
  LotteryPanelPage,
} from './models/lottery-paths.model.ts';
import { logInByCookie } from './models/session.model.ts';

/*
 * Ada has the lucky draw open on her desktop and her phone, both showing the same fingerprint
 * (commitment). The desktop (tab A) draws and uses it; the phone (tab B), which has not read the
 * lottery since, draws next and is held to the following fingerprint, which only tab A's answer
 * published. Tab B used to say its fair draw "Does not match", accusing the exchange. (Two tabs
 * of one browser no longer get there: a draw in one has the other read the lottery again.)
 */

const TRADER = 'trader@demo.test';

/**
 * Opens the lucky draw on `page`, whose draws' seeds are steered so that none wins an extra draw
 * (which would give the draw back), and waits for it to be ready.
 */
async function openLottery(page: Page): Promise<LotteryPanelPage> {
  await installClientSeedSteering(page);
  const tab = new LotteryPanelPage(page);
  await page.goto(`/activity/${LIVE_LOTTERY_ID}`);
  await tab.seeState('ready');
  return tab;
}

test('a draw after another device used the fingerprint shown is not called a mismatch', async ({
  page,
  browser,
  baseURL,
  errors,
}) => {
  await logInByCookie(page, TRADER);
  // Another browser with her session (a new login would end the desktop's): her phone, which
  // hears nothing of the desktop's tabs.
  const phone = await browser.newContext({
    baseURL: baseURL!,
    storageState: await page.context().storageState(),
  });
  const other = await phone.newPage();
  const tabA = await openLottery(page);
  // Tab B hears no pushes (its sockets answer nothing, as on a network that drops them), so it
  // keeps the fingerprint it read, as a tab does until it reads the lottery again.
  await other.routeWebSocket(/\/(api\/v1\/private\/ws|v1\/stream)/, () => {});
  const tabB = await openLottery(other);
  const commitment = (tab: LotteryPanelPage) => tab.panel.locator('[data-field="commitment"]');
  const shown = await commitment(tabA).textContent();
  await expect(commitment(tabB)).toHaveText(shown ?? '');

  await tabA.drawOnce(TRADER);
  await tabB.click('Draw');
  await tabB.seeState('result.settled');

  const verdict = tabB.panel.locator('[data-verdict]');
  await expect(verdict).toHaveAttribute('data-verdict', 'superseded');
  await expect(verdict).toContainText('another tab or on another device');
  await expect(verdict).not.toContainText('Does not match');
  await expect(tabB.panel.locator('[data-field="committed"]')).toHaveText(shown ?? '');
  expect(errors).toEqual([]);
  await phone.close();
});

/** The lottery reads a page sends from now on. */
function countLotteryReads(page: Page): { count: number } {
  const reads = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === LOTTERY_ROUTES.info) reads.count += 1;
  });
  return reads;
}

/** A marker in the page's document: a reload or a navigation loses it. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
  );
}

/*
 * Use pass: with the lucky draw open in two tabs, a claim or a draw in one left the other's
 * "Draws left" as it was until a reload, so that tab offered a draw it no longer had (or hid
 * one it had).
 */
test("a claim or a draw in one tab shows in the other tab's draws left, without a reload", async ({
  page,
  sandbox,
  errors,
}) => {
  await logInByCookie(page, TRADER);
  const other = await page.context().newPage();
  const tabA = await openLottery(page);
  const tabB = await openLottery(other);
  // Ada is seeded three draws.
  await tabA.seeDrawsLeft(3);
  await tabB.seeDrawsLeft(3);
  await markDocument(other);
  const readsA = countLotteryReads(page);
  const readsB = countLotteryReads(other);

  // Tab A claims the follow task, which grants two draws.
  const activity = new ActivityPage(page);
  await sandbox.simulate('follow', { email: TRADER });
  await activity.seeTaskState(FOLLOW_TASK, 'completed');
  await activity.claim(FOLLOW_TASK);
  await activity.seeGranted(FOLLOW_TASK);
  await tabA.seeDrawsLeft(3 + FOLLOW_DRAWS);
  await tabB.seeDrawsLeft(3 + FOLLOW_DRAWS);
  await tabB.seeState('ready');

  // Tab A draws once; tab B follows.
  await tabA.drawOnce(TRADER);
  await tabA.seeDrawsLeft(2 + FOLLOW_DRAWS);
  await tabB.seeDrawsLeft(2 + FOLLOW_DRAWS);
  await tabB.seeState('ready');
  expect(await isSameDocument(other)).toBe(true);

  // Tab A read its lottery once, after the claim: the draw's answer brings its count, and what
  // it told tab B made it read nothing more. Tab B read once for each change.
  expect(readsA.count).toBe(1);
  expect(readsB.count).toBe(2);

  // Tab B holds the fingerprint tab A's draw published: its own draw is verified against it.
  await tabB.drawOnce(TRADER);
  await expect(tabB.panel.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'verified');
  await tabB.seeDrawsLeft(1 + FOLLOW_DRAWS);
  await tabA.seeDrawsLeft(1 + FOLLOW_DRAWS);
  // Tab A's prize stays shown while it reads again.
  await tabA.seeState('result.settled');
  await tabA.seePrizeVerified();
  expect(errors).toEqual([]);
});
