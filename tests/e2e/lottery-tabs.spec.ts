import { expect, test } from './fixtures.ts';
import {
  installClientSeedSteering,
  LIVE_LOTTERY_ID,
  LotteryPanelPage,
} from './models/lottery-paths.model.ts';
import { logInByCookie } from './models/session.model.ts';

/*
 * Ada has the lucky draw open in two tabs (or on her phone and her desktop), both showing the
 * same fingerprint (commitment). Tab A draws and uses it; tab B, which has not read the
 * lottery since, draws next and is held to the following fingerprint, which only tab A's answer
 * published. Tab B used to say its fair draw "Does not match", accusing the exchange.
 */

const TRADER = 'trader@demo.test';

test('a draw after another tab used the fingerprint shown is not called a mismatch', async ({
  page,
  errors,
}) => {
  await logInByCookie(page, TRADER);
  const other = await page.context().newPage();
  // Each draw's seed is chosen so that it wins no extra draw, which would give the draw back.
  await installClientSeedSteering(page);
  await installClientSeedSteering(other);
  const tabA = new LotteryPanelPage(page);
  const tabB = new LotteryPanelPage(other);
  await page.goto(`/activity/${LIVE_LOTTERY_ID}`);
  await tabA.seeState('ready');
  // Tab B hears no pushes (its sockets answer nothing, as on a network that drops them), so it
  // keeps the fingerprint it read, as a tab does until it reads the lottery again.
  await other.routeWebSocket(/\/(api\/v1\/private\/ws|v1\/stream)/, () => {});
  await other.goto(`/activity/${LIVE_LOTTERY_ID}`);
  await tabB.seeState('ready');
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
});
