import { expect, test } from './fixtures.ts';
import { axeViolations } from './models/a11y.model.ts';
import { CentrePage } from './models/centre.model.ts';
import {
  installClientSeedSteering,
  LIVE_LOTTERY_ID,
  LotteryPanelPage,
} from './models/lottery-paths.model.ts';
import { SessionFlow } from './models/session.model.ts';

const TRADER = 'trader@demo.test';
const LOTTERY_PAGE = `/activity/${LIVE_LOTTERY_ID}`;

test('a trader draws in the live lucky draw and the draw verifies', async ({ page, errors }) => {
  await new SessionFlow(page).logIn('trader@demo.test', '/');
  const centre = new CentrePage(page);
  await centre.seeReady();
  await centre.filterBy('Stage', 'Live');
  await centre.filterBy('Activity type', /Lucky draw/);
  await centre.cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/activity\/\d+$/);

  const panel = page.locator('[data-slot="lottery"]');
  const drawsLeft = panel.getByText('Draws left');
  await expect(drawsLeft).toBeVisible();
  await panel.getByRole('button', { name: 'Draw', exact: true }).click();
  await expect(panel.getByText(/You won: /)).toBeVisible();
  await expect(panel.getByText('Verified', { exact: false }).first()).toBeVisible();
  expect((await axeViolations(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  expect(errors).toEqual([]);
});

test('after two devices draw with one chance left, the losing one shows the exchange’s count', async ({
  browser,
  baseURL,
}) => {
  // Ada's desktop and her phone: two browsers, so the phone hears nothing of the desktop's draw
  // (two tabs of one browser do: tests/e2e/lottery-tabs.spec.ts).
  const context = await browser.newContext({ baseURL: baseURL! });
  const first = await context.newPage();
  await installClientSeedSteering(first);
  await new SessionFlow(first).logIn(TRADER, LOTTERY_PAGE);
  const tabA = new LotteryPanelPage(first);
  // Ada is seeded three chances; tab A uses two (steered clear of an extra draw).
  for (let i = 0; i < 2; i += 1) {
    await tabA.drawOnce(TRADER);
    await tabA.click('OK');
  }
  await tabA.seeDrawsLeft(1);
  // The phone holds her session too (a new login would end the desktop's).
  const phone = await browser.newContext({
    baseURL: baseURL!,
    storageState: await context.storageState(),
  });
  const second = await phone.newPage();
  await second.goto(LOTTERY_PAGE);
  const tabB = new LotteryPanelPage(second);
  await tabB.seeState('ready');
  await tabB.seeDrawsLeft(1);

  // Tab A draws the last chance; tab B, on the phone, still showing one, draws too.
  await tabA.drawOnce(TRADER);
  await tabA.seeDrawsLeft(0);
  await tabB.click('Draw');

  // The exchange refuses tab B's draw; tab B reads the lottery again and shows none left.
  await tabB.seeState('refused.settled');
  await expect(tabB.status).toContainText('Your draw was not made, so it used none of your draws.');
  await tabB.seeDrawsLeft(0);
  await tabB.click('OK');
  await tabB.seeState('noneLeft');
  await expect(tabB.drawButton).toBeDisabled();
  await context.close();
  await phone.close();
});
