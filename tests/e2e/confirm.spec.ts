import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import { Notices } from './models/notices.model.ts';
import { RewardsPage } from './models/rewards.model.ts';
import { SessionFlow } from './models/session.model.ts';

/** Live activities of a fresh seed (sandbox/RULES.md): one of each of the nine types. */
const LIVE = {
  NewUser: 2,
  PersonalTrading: 5,
  Lottery: 8,
  CopyTrading: 11,
  TeamTrading: 14,
  TradingDepositBonus: 17,
  CompoundTrading: 20,
  Deposit: 23,
  TeamChallenge: 26,
} as const;
const VOLUME_TASK = 'Trade 20,000 USDT';
const USER_INFO = '/v1/user/overview/userinfo';
const PHONE = { width: 375, height: 667 };
/** The page's main action: enrol (or what enrolling leads to), draw, or a claim. */
const MAIN_ACTION =
  /^(Enrol now|Log in to enrol|Download the app|Draw|Log in to draw|Claim reward)$/;

/** The top of the first main action on the page, from the top of the page, in pixels. */
async function firstActionTop(page: Page): Promise<number | undefined> {
  const buttons = page.locator('.activity-detail').getByRole('button', { name: MAIN_ACTION });
  await expect(page.locator('.activity-detail')).toHaveAttribute('data-state', 'ready');
  const tops: number[] = [];
  for (const button of await buttons.all()) {
    if (!(await button.isVisible())) continue;
    tops.push(await button.evaluate((el) => el.getBoundingClientRect().top + window.scrollY));
  }
  return tops.length === 0 ? undefined : Math.min(...tops);
}

/** Ada on the live TeamTrading activity with its tasks shown, and the page's notices. */
async function openTeamTradingAsTrader(page: Page) {
  const activity = new ActivityPage(page);
  await activity.openAsTrader(`/activity/${LIVE.TeamTrading}`);
  await activity.seeTasksShown();
  return { activity, notices: new Notices(page) };
}

test.describe('enrol, claim and draw end in their confirmation', () => {
  test('enrolling opens the success dialog with the apply success text; a claim a toast', async ({
    page,
    sandbox,
  }) => {
    const { activity, notices } = await openTeamTradingAsTrader(page);

    // Enrolling ends in the success dialog (mode success, 5 s countdown, SPEC §8's apply
    // success text), closed before the trade.
    await activity.enrolTradeAndClaim(sandbox, {
      email: 'trader@demo.test',
      volume: 20_000,
      task: VOLUME_TASK,
    });
    await notices.seeToast(`Reward claimed: ${VOLUME_TASK}`, 'success');
    // On a desktop the notifications sit at the bottom right.
    const box = await notices.toastBox(`Reward claimed: ${VOLUME_TASK}`);
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.6);
    expect(box.y).toBeGreaterThan(viewport.height / 2);
  });

  test('a refused enrolment keeps its reason inline, with no success dialog', async ({ page }) => {
    const activity = new ActivityPage(page);
    await activity.openAsTrader(`/activity/${LIVE.TeamTrading}`, 'risky@demo.test');
    await activity.enrol();
    await activity.seeRefusal('51021', /risk control/);
    // No dialog at all: the dialog's code loads only once one is asked for.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a draw tells the prize won in a success notification', async ({ page }) => {
    const notices = new Notices(page);
    await new SessionFlow(page).logIn('trader@demo.test');
    await new ActivityPage(page).open(`/activity/${LIVE.Lottery}`);
    const panel = page.locator('[data-slot="lottery"]');
    await panel.getByRole('button', { name: 'Draw', exact: true }).click();
    const won = panel.locator('[data-field="prize"]');
    await expect(won).toHaveText(/^You won: .+/);
    await notices.seeToast((await won.textContent()) ?? '', 'success');
  });
});

test.describe('being logged out says why', () => {
  for (const [code, text] of [
    ['434', 'You logged in somewhere else, so this session ended. Log in again to continue.'],
    ['00004', 'You have been logged out. Log in again to continue.'],
  ] as const) {
    test(`code ${code}: a notice after the logout, still there after a reload`, async ({
      page,
      collector,
    }) => {
      const notices = new Notices(page);
      const session = new SessionFlow(page);
      await session.logIn('trader@demo.test', '/');
      await session.seeSignedIn('Ada Trader');
      await collector.addFault(`route=${USER_INFO},code=${code},times=1`);
      await page.goto('/rewards');
      await expect(session.account).toHaveAttribute('data-state', 'anonymous');
      await notices.seeToast(text, 'error');

      await page.reload();
      await expect(session.account).toHaveAttribute('data-state', 'anonymous');
      await notices.seeToast(text, 'error');
    });
  }
});

test.describe('phone first: at 375 px the main action is on the first screen', () => {
  test.use({ viewport: PHONE });

  test('on every activity type, for a visitor and for a trader', async ({ page }) => {
    test.setTimeout(120_000);
    const activity = new ActivityPage(page);
    const limit = PHONE.height * 1.2;
    for (const who of ['visitor', 'trader'] as const) {
      if (who === 'trader') await new SessionFlow(page).logIn('trader@demo.test', '/');
      for (const [type, id] of Object.entries(LIVE)) {
        await activity.open(`/activity/${id}`);
        if (who === 'trader') {
          await expect(page.locator('section.tasks')).toHaveAttribute(
            'data-state',
            /^(ready|refreshing)$/,
          );
        }
        await expect(
          page.locator('section.enrolment').first(),
          `${who} on ${type}: enrolment settled`,
        ).not.toHaveAttribute('data-state', /^checking/);
        if (type === 'Lottery') {
          await expect(page.locator('section.lottery')).not.toHaveAttribute(
            'data-state',
            'loading',
          );
        }
        const top = await firstActionTop(page);
        // A visitor is always offered one (log in to enrol or to draw).
        if (who === 'visitor') expect(top, `${who} on ${type}: an action`).toBeDefined();
        if (top !== undefined) expect(top, `${who} on ${type}`).toBeLessThan(limit);
        // The invite poster comes after the page's tasks, not before them.
        const share = await page.locator('[data-slot="share"]').boundingBox();
        const tasks = await page.locator('section.tasks').boundingBox();
        if (share && tasks)
          expect(share.y, `${who} on ${type}: poster below`).toBeGreaterThan(tasks.y);
      }
    }
  });

  test('a claim ready on a phone is pinned to the screen, and the toast shows at the top', async ({
    page,
    sandbox,
  }) => {
    const { activity, notices } = await openTeamTradingAsTrader(page);
    await activity.enrol();
    await activity.seeEnrolled();
    await sandbox.trade('trader@demo.test', 20_000);
    const bar = page.locator('.claim-bar-item').filter({ hasText: VOLUME_TASK });
    await expect(bar).toBeInViewport();
    await bar.getByRole('button', { name: 'Claim reward' }).click();
    await activity.seeGranted(VOLUME_TASK);
    await notices.seeToast(`Reward claimed: ${VOLUME_TASK}`, 'success');
    expect((await notices.toastBox(`Reward claimed: ${VOLUME_TASK}`)).y).toBeLessThan(
      PHONE.height / 3,
    );
  });

  test('the banner keeps its shape, so its headline is never cropped', async ({ page }) => {
    await page.goto('/');
    const image = page.locator('.banner-image').first();
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const { shown, natural } = await image.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return { shown: box.width / box.height, natural: img.naturalWidth / img.naturalHeight };
    });
    expect(Math.abs(shown - natural) / natural).toBeLessThan(0.03);
  });
});

test('sharing on a desktop falls back to a download: a toast, and no error report', async ({
  page,
  collector,
}) => {
  const notices = new Notices(page);
  await new SessionFlow(page).logIn('trader@demo.test');
  await new ActivityPage(page).open(`/activity/${LIVE.TeamTrading}`);
  await collector.clear();
  const share = page.locator('[data-slot="share"]');
  const download = page.waitForEvent('download');
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
  await notices.seeToast('Poster saved to your downloads.', 'success');
  // A known error after the share: once it has arrived, a report of the share would have too.
  await page.evaluate(() => {
    void Promise.reject(new Error('sentinel after the share'));
  });
  await expect
    .poll(async () => (await collector.events('errors', 'sentinel')).length, { timeout: 15_000 })
    .toBe(1);
  const names = (await collector.events('errors')).map((e) => e.name);
  expect(names).toEqual([expect.stringContaining('sentinel')]);
});

test.describe('reward filters', () => {
  test('are kept in the address: a reload shows the same rewards', async ({ page }) => {
    const rewards = new RewardsPage(page);
    await new SessionFlow(page).logIn('trader@demo.test');
    await rewards.open();
    await rewards.seeState('ready');
    await rewards.filterBy('Status', 'Expired');
    await expect(page).toHaveURL(/[?&]status=EXPIRED\b/);
    await rewards.filterBy('Category', 'Tokens');
    await expect(page).toHaveURL(/[?&]category=2\b/);
    await page.reload();
    const pressed = (group: string, chip: string) =>
      page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: chip });
    await expect(pressed('Status', 'Expired')).toHaveAttribute('aria-checked', 'true');
    await expect(pressed('Category', 'Tokens')).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('.rewards')).toHaveAttribute('data-state', /^(ready|empty)$/);
    for (const status of await rewards.shown('data-status')) expect(status).toBe('EXPIRED');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });
    test('fit the first screen', async ({ page }) => {
      const rewards = new RewardsPage(page);
      await new SessionFlow(page).logIn('trader@demo.test');
      await rewards.open();
      await rewards.seeState('ready');
      const box = await page.locator('.rewards-filters').boundingBox();
      expect(box!.y + box!.height).toBeLessThan(PHONE.height);
      // Each group is one row of chips (it scrolls sideways), not a wrapped block of them.
      for (const group of ['Status', 'Category', 'Reward type']) {
        const tops = await page
          .getByRole('radiogroup', { name: group })
          .getByRole('radio')
          .evaluateAll((chips) => chips.map((c) => Math.round(c.getBoundingClientRect().top)));
        expect(new Set(tops).size, `${group}: one row`).toBe(1);
      }
      // Sideways scrolling rows, never wider than the page.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
    });
  });
});
