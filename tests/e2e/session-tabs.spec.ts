import { SESSION_COOKIE_NAME } from '../../src/domain/session.ts';
import { expect, test } from './fixtures.ts';
import { LotteryPanelPage } from './models/lottery-paths.model.ts';
import { NavBar } from './models/nav.model.ts';
import { RewardsPage } from './models/rewards.model.ts';
import { SessionFlow } from './models/session.model.ts';

const LOGGED_OUT = 'You have been logged out. Log in again to continue.';

// The tabs of one browser share one session: a logout in one ends it in all of them, and at the
// exchange, so neither another tab nor anyone holding the token goes on acting as the user; a
// login in one is the session of all of them.

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

test("a tab logged out by another follows the next login made there, with the user's data", async ({
  page,
}) => {
  const tabA = new SessionFlow(page);
  await tabA.logIn('trader@demo.test', '/en/activity/5');
  await tabA.seeSignedIn('Ada Trader');

  const other = await page.context().newPage();
  const tabB = new SessionFlow(other);
  const lottery = new LotteryPanelPage(other);
  await other.goto('/en/activity/8');
  await tabB.seeSignedIn('Ada Trader');
  await lottery.seeState('ready');
  // Marks this page: a reload would lose the mark.
  await other.evaluate(() => Reflect.set(globalThis, 'sameTabPage', true));

  await page.bringToFront();
  await tabA.logout();
  await expect(tabB.account).toHaveAttribute('data-state', 'anonymous');
  await expect(lottery.drawButton).toHaveText('Log in to draw');

  // The trader logs in again in tab A, on the login page the logout led to.
  await tabA.loginAs('trader@demo.test');
  await expect(page).not.toHaveURL(/\/login/);
  await tabA.seeSignedIn('Ada Trader');

  // Tab B follows without a reload: signed in, the draw offered again with the user's chances.
  await tabB.seeSignedIn('Ada Trader');
  await lottery.seeState('ready');
  await expect(lottery.button('Draw')).toBeEnabled();
  expect(await other.evaluate(() => Reflect.get(globalThis, 'sameTabPage'))).toBe(true);
});

test('a stale tab refused for its old token follows the newer login, and leaves its cookie alone', async ({
  page,
}) => {
  // Tab A hears nothing of the login tab B makes (asleep while it happened).
  const tabA = new SessionFlow(page);
  await tabA.hearNoOtherTab();
  await tabA.logIn('trader@demo.test', '/en/');
  await tabA.seeSignedIn('Ada Trader');
  const older = await tabA.sessionCookie();

  // The trader logs in again in tab B: the exchange answers tab A's older token with 434.
  const other = await page.context().newPage();
  const tabB = new SessionFlow(other);
  await tabB.logInFromLoginPage('trader@demo.test');
  await tabB.seeSignedIn('Ada Trader');
  const newer = await tabB.sessionCookie();
  expect(newer).toBeDefined();
  expect(newer).not.toBe(older);

  // Tab A asks for the trader's rewards with its older token, and is refused.
  await new NavBar(page).go('My rewards', '/en');

  // It follows the newer login: the rewards shown, signed in, no logout told.
  await new RewardsPage(page).seeState('ready');
  await tabA.seeSignedIn('Ada Trader');
  await expect(page.getByText(LOGGED_OUT, { exact: true })).toHaveCount(0);
  // The newer login is left alone: its cookie kept, tab B still logged in.
  expect(await tabB.sessionCookie()).toBe(newer);
  await other.reload();
  await tabB.seeSignedIn('Ada Trader');
});

test('a tab that heard nothing of a login follows it when it is shown again', async ({ page }) => {
  // Tab B, a visitor's page, is asleep while the trader logs in elsewhere.
  const other = await page.context().newPage();
  const tabB = new SessionFlow(other);
  const lottery = new LotteryPanelPage(other);
  await tabB.hearNoOtherTab();
  await other.goto('/en/activity/8');
  await expect(tabB.account).toHaveAttribute('data-state', 'anonymous');
  await expect(lottery.drawButton).toHaveText('Log in to draw');

  const tabA = new SessionFlow(page);
  await tabA.logInFromLoginPage('trader@demo.test');
  await tabA.seeSignedIn('Ada Trader');
  await expect(tabB.account).toHaveAttribute('data-state', 'anonymous');

  // The trader comes back to tab B: it finds the login in the cookie and follows it.
  await tabB.hideAndShowAgain();
  await tabB.seeSignedIn('Ada Trader');
  await lottery.seeState('ready');
  await expect(lottery.button('Draw')).toBeEnabled();
});
