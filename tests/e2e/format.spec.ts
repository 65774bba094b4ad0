import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import { CentrePage } from './models/centre.model.ts';
import { LIVE_LOTTERY_ID } from './models/lottery-paths.model.ts';
import { Reading } from './models/reading.model.ts';
import { SessionFlow } from './models/session.model.ts';

/** Issue 15: numbers and mixed text read right in vi and ar, on the page and on the poster. */

/**
 * Opens a page and waits for its view to be ready. A fresh build on a machine shared by many
 * suites can take its time with the first page of a language: slowness is not what this tests.
 */
async function openReady(page: Page, path: string, root: Locator) {
  await page.goto(path);
  await expect(root).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
}

const card = (centre: CentrePage, id: number) =>
  centre.cards.filter({ has: centre.page.locator(`a[href$="/activity/${id}"]`) });
const fact = (scope: Locator, index: number) => scope.locator('dd').nth(index);

test('in vi, counts are whole numbers and the card and the detail show the same amounts', async ({
  page,
  errors,
}) => {
  const centre = new CentrePage(page);
  await openReady(page, '/vi/', centre.root);
  // "27 hoạt động", not "{{count}} activities" nor "27,00000".
  await expect(centre.root.locator('.count')).toHaveText(/^\d+ hoạt động$/);
  const lottery = card(centre, LIVE_LOTTERY_ID);
  const facts = lottery.locator('.activity-facts');
  const pool = (await fact(facts, 0).textContent())?.trim() ?? '';
  const participants = (await fact(facts, 1).textContent())?.trim() ?? '';
  // SPEC §9 for vi: dot groups, comma decimals, five decimals for amounts only.
  expect(pool).toMatch(/^\d{1,3}(\.\d{3})*,\d{5} USDT$/);
  expect(participants).toMatch(/^\d{1,3}(\.\d{3})*$/);

  const detail = new ActivityPage(page);
  await openReady(page, `/vi/activity/${LIVE_LOTTERY_ID}`, detail.root);
  const heroFacts = page.locator('.detail-facts');
  await expect(fact(heroFacts, 2)).toHaveText(pool);
  await expect(fact(heroFacts, 3)).toHaveText(participants);
  expect(errors).toEqual([]);
});

test('in vi, a trader’s task progress counts orders in whole numbers and words', async ({
  page,
}) => {
  await new SessionFlow(page).logIn('trader@demo.test', '/');
  await new CentrePage(page).seeReady();
  const detail = new ActivityPage(page);
  await openReady(page, '/vi/activity/5', detail.root);
  await detail.seeTasksShown();
  // "Place 3 orders today" reads "0/3 lệnh", never "0,00000/3,00000 orders".
  const values = detail.tasks.locator('.task-value');
  await expect(values.filter({ hasText: /^\d+\/3 lệnh$/ })).toHaveCount(1);
  await expect(values.filter({ hasText: /(lệnh|orders)$/ }).filter({ hasText: /,\d/ })).toHaveCount(
    0,
  );
  // Amounts keep SPEC §9's five decimals: "0,00000/10.000,00000 USDT".
  await expect(values.filter({ hasText: /USDT$/ }).first()).toHaveText(
    /^\d[\d.]*,\d{5}\/\d[\d.]*,\d{5} USDT$/,
  );
  // A counted reward in words, the same words as My rewards: never "1 DRAW" or "1 ITEM".
  await expect(detail.root).not.toContainText(/\b\d+ (DRAW|ITEM)\b/);
});

for (const locale of ['ar', 'fa-IR']) {
  test(`in ${locale}, English prize names, titles and amounts keep their reading order`, async ({
    page,
    errors,
  }) => {
    const detail = new ActivityPage(page);
    await openReady(page, `/${locale}/activity/${LIVE_LOTTERY_ID}`, detail.root);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // The prize "1,000 USDT futures coupon" must not show as "USDT futures coupon 1,000".
    const prizes = page.locator('.lottery-prizes tbody th');
    await expect(prizes.first()).toBeVisible();
    const names = await prizes.allTextContents();
    expect(names.some((n) => /1,000 USDT/.test(n))).toBe(true);
    for (let i = 0; i < names.length; i++) {
      const reading = new Reading(prizes.nth(i));
      expect(await reading.amountsInOrder(), names[i]).not.toContainEqual(
        expect.objectContaining({ inOrder: false }),
      );
      expect(await reading.readsInItsDirection(), names[i]).toBe(true);
    }

    // The summary reads in its own direction: its amounts in order, its full stop at its end.
    const summary = new Reading(page.locator('.detail-summary'));
    const { shown, ofText } = await summary.directions();
    expect(shown).toBe(ofText);
    expect(await summary.amountsInOrder()).not.toContainEqual(
      expect.objectContaining({ inOrder: false }),
    );
    expect(await summary.endsAtItsEnd()).toBe(true);
    const title = new Reading(page.locator('h1.detail-title'));
    expect((await title.directions()).shown).toBe((await title.directions()).ofText);
    expect(errors).toEqual([]);
  });
}

test('in ar, the invite poster keeps "1,000 USDT" in order before it is captured', async ({
  page,
  errors,
}) => {
  await new SessionFlow(page).logIn('trader@demo.test', '/');
  await new CentrePage(page).seeReady();
  const detail = new ActivityPage(page);
  await openReady(page, `/ar/activity/${LIVE_LOTTERY_ID}`, detail.root);
  const poster = page.locator('.share-poster');
  await expect(poster).toBeVisible();
  const text = new Reading(poster.locator('.share-poster-text'));
  await expect(poster.locator('.share-poster-text')).toContainText('1,000 USDT');
  const amounts = await text.amountsInOrder();
  expect(amounts.map((a) => a.amount)).toContain('1,000 USDT');
  expect(amounts).not.toContainEqual(expect.objectContaining({ inOrder: false }));
  expect(await text.endsAtItsEnd()).toBe(true);
  const title = new Reading(poster.locator('.share-poster-title'));
  expect((await title.directions()).shown).toBe((await title.directions()).ofText);
  expect(errors).toEqual([]);
});
