import type { Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { expect } from '../e2e/fixtures.ts';
import { GrantLedger } from '../e2e/models/one-grant.model.ts';
import { seeVisitor } from './support/login.ts';
import { failureWords } from './support/messages.ts';
import type { FaultContext, SeenFailure } from './support/screen.ts';
import { defineFaultSuite } from './support/suite.ts';

/** The live lucky draw (RULES.md: live Lottery is id 8), where Ada has 3 draws. */
const LOTTERY_ID = 8;
const LUCKY_DRAW = `/activity/${LOTTERY_ID}`;
const DRAWS = 3;
const SOCIAL_TASK = 'Follow us on social media';
/** SPEC §8 codes the draw call answers as a refusal: no draw was made. */
const REFUSALS = ['51020', '51021', '51023', '51040', '51070', '51071'];

const panel = (page: Page) => page.locator('section.lottery');
const remaining = (page: Page) => panel(page).locator('[data-field="remaining"]');
const statusText = (page: Page) => panel(page).locator('.lottery-status-text');
const button = (page: Page, name: string) => panel(page).getByRole('button', { name, exact: true });

/** The prize type that gives the chance back (RULES.md: the "Extra draw" prize). */
const EXTRA_DRAW = 'LOTTERY_COUNT';

const ledger = (ctx: FaultContext) => new GrantLedger(ctx.request, ctx.baseURL, 'trader@demo.test');

/**
 * Exactly one draw was made, by the sandbox's own record, and the draws left shown follow
 * from its prize: one chance used, or given back by an extra draw.
 */
async function seeOneDrawMade(ctx: FaultContext) {
  await expect.poll(() => ledger(ctx).drawnPrizes(LOTTERY_ID)).toHaveLength(1);
  const [prize] = await ledger(ctx).drawnPrizes(LOTTERY_ID);
  await expect(remaining(ctx.page)).toHaveText(String(prize === EXTRA_DRAW ? DRAWS : DRAWS - 1));
}

/** No draw was made: no prize in the sandbox's record, every chance still there. */
async function seeNoDrawMade(ctx: FaultContext) {
  expect(await ledger(ctx).drawnPrizes(LOTTERY_ID)).toEqual([]);
  await expect(remaining(ctx.page)).toHaveText(String(DRAWS));
}

const YOU_WON = en.lottery.youWon.replace(': {{prize}}', '');

/** A draw whose answer broke after it ran (a broken body) went through; one that never ran did not. */
const ranBeforeFailing = (failure: SeenFailure) => failure.kind === 'malformed';

defineFaultSuite({
  name: 'lottery draw',
  user: 'trader@demo.test',
  path: LUCKY_DRAW,
  call: '/v1/activity/general/lottery/draw',
  open: async ({ page }) => {
    await page.goto(LUCKY_DRAW);
    await expect(panel(page)).toHaveAttribute('data-state', 'ready');
    await expect(remaining(page)).toHaveText(String(DRAWS));
  },
  act: async ({ page }) => {
    await button(page, en.lottery.draw).click();
  },
  seeBusy: async ({ page }) => {
    await expect(panel(page)).toHaveAttribute('data-state', 'drawing');
    await expect(statusText(page)).toHaveText(en.lottery.drawing);
  },
  seeFailure: async (ctx, failure) => {
    const { page } = ctx;
    if (failure.unchecked) {
      // The check failed too: nothing to draw until the draw is checked again.
      await expect(panel(page)).toHaveAttribute('data-state', 'drawUnknown.checkFailed');
      await expect(statusText(page)).toContainText(en.lottery.checkFailed);
      await expect(statusText(page)).toContainText(failureWords(failure));
      await expect(button(page, en.lottery.checkAgain)).toBeEnabled();
      await expect(button(page, en.lottery.draw)).toBeDisabled();
      await seeNoDrawMade(ctx);
      return;
    }
    if (ranBeforeFailing(failure)) {
      // The draw went through: the re-read finds the exchange moved on from its commitment.
      await expect(panel(page)).toHaveAttribute('data-state', 'drawCounted');
      await expect(statusText(page)).toContainText(en.lottery.drawCounted);
      await seeOneDrawMade(ctx);
      return;
    }
    // Checked with the exchange: nothing was drawn, no chance used, the same draw may go again.
    await expect(panel(page)).toHaveAttribute('data-state', 'drawFailed');
    await expect(statusText(page)).toHaveText(en.lottery.drawFailed);
    await expect(button(page, en.lottery.drawAgain)).toBeEnabled();
    await seeNoDrawMade(ctx);
  },
  retry: async ({ page }) => {
    const state = await panel(page).getAttribute('data-state');
    if (state === 'drawCounted') return;
    if (state === 'drawUnknown.checkFailed') {
      await button(page, en.lottery.checkAgain).click();
      await expect(panel(page)).toHaveAttribute('data-state', 'drawFailed');
    }
    await button(page, en.lottery.drawAgain).click();
  },
  seeDone: async (ctx) => {
    await expect(statusText(ctx.page)).toHaveText(
      new RegExp(`^(${en.lottery.youWon.replace('{{prize}}', '.+')}|${en.lottery.drawCounted})`),
    );
    await seeOneDrawMade(ctx);
  },
  refusals: REFUSALS,
  seeRefusal: async (ctx, code) => {
    const { page } = ctx;
    // The lottery is read again after a refusal, so the chances shown are the exchange's.
    await expect(panel(page)).toHaveAttribute('data-state', 'refused.settled');
    await expect(statusText(page)).toContainText(en.lottery.refused);
    await expect(statusText(page)).toContainText(failureWords({ kind: 'code', code }));
    await seeNoDrawMade(ctx);
  },
  afterRefusal: async (ctx) => {
    const { page } = ctx;
    // A refusal used neither a chance nor the commitment: the next draw goes at once.
    await button(page, en.lottery.dismiss).click();
    await expect(panel(page)).toHaveAttribute('data-state', 'ready');
    await button(page, en.lottery.draw).click();
    await expect(statusText(page)).toContainText(YOU_WON);
  },
  seeLoggedOut: async ({ page }) => {
    await seeVisitor(page);
  },
  seeLive: async ({ page, sandbox }) => {
    await button(page, en.lottery.draw).click();
    await expect(statusText(page)).toContainText(YOU_WON);
    await sandbox.simulate('follow', { email: 'trader@demo.test' });
    // The private socket's push completes the task without a reload.
    await expect(
      page.locator('article.task-card', { has: page.getByRole('heading', { name: SOCIAL_TASK }) }),
    ).toHaveAttribute('data-state', 'completed');
  },
});
