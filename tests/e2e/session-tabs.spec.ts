import { SESSION_COOKIE_NAME } from '../../src/domain/session.ts';
import { expect, test } from './fixtures.ts';
import { LotteryPanelPage } from './models/lottery-paths.model.ts';
import { SessionFlow } from './models/session.model.ts';

const LOGGED_OUT = 'You have been logged out. Log in again to continue.';

// The tabs of one browser share one session: a logout in one ends it in all of them, and at the
// exchange, so neither another tab nor anyone holding the token goes on acting as the user.

test('a logout in one tab logs the other tab out, and its token no longer works', async ({
  page,
  browser,
  baseURL,
}) => {
  const tabA = new SessionFlow(page);
  await tabA.logIn('trader@demo.test', '/en/activity/5');
  await tabA.seeSignedIn('Ada Trader');
  const token = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE_NAME);
  expect(token).toBeDefined();

  const other = await page.context().newPage();
  const tabB = new SessionFlow(other);
  const lottery = new LotteryPanelPage(other);
  await other.goto('/en/activity/8');
  await tabB.seeSignedIn('Ada Trader');
  await lottery.seeState('ready');
  await expect(lottery.button('Draw')).toBeEnabled();

  await page.bringToFront();
  await tabA.logout();

  // Tab B shows the logged-out state with the way back in, and offers no draw as the user.
  await expect(tabB.account).toHaveAttribute('data-state', 'anonymous');
  await expect(tabB.account.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  await expect(other.getByText(LOGGED_OUT, { exact: true })).toBeVisible();
  await expect(lottery.drawButton).toHaveText('Log in to draw');
  await expect(lottery.button('Draw')).toHaveCount(0);

  // The session ended at the exchange too: a browser still holding the old cookie is told so.
  const kept = await browser.newContext({ baseURL });
  try {
    if (token) await kept.addCookies([token]);
    const stale = await kept.newPage();
    const staleLottery = new LotteryPanelPage(stale);
    await stale.goto('/en/activity/8');
    await expect(stale.locator('.account')).toHaveAttribute('data-state', 'anonymous');
    await expect(stale.getByText(LOGGED_OUT, { exact: true })).toBeVisible();
    await expect(staleLottery.drawButton).toHaveText('Log in to draw');
  } finally {
    await kept.close();
  }
});
