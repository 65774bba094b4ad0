import { CATALOGUES, type ContentLanguage } from '../../sandbox/content/catalogues/index.ts';
import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import { CentrePage } from './models/centre.model.ts';
import { bigFuturesTrade } from './models/inbox.model.ts';
import { SessionFlow } from './models/session.model.ts';

/** The live lucky draw's English title: each language's catalogue gives its own. */
const LIVE_LOTTERY = 'Daily Lucky Draw';
const LANGUAGES: readonly ContentLanguage[] = ['ar', 'vi', 'zh-CN', 'ru', 'es'];

for (const locale of LANGUAGES) {
  test(`in ${locale}, an activity shows its title in the reader's language`, async ({
    page,
    errors,
  }) => {
    const translated = CATALOGUES[locale][LIVE_LOTTERY]!;
    const centre = new CentrePage(page);
    await centre.open(`/${locale}/`);
    const card = centre.cards.filter({ hasText: translated });
    await expect(card.first()).toBeVisible();
    await expect(centre.cards.filter({ hasText: LIVE_LOTTERY })).toHaveCount(0);
    await card.first().locator('a.activity-link').click();
    const activity = new ActivityPage(page);
    await activity.seeReady();
    await activity.seeTitle(translated);
    expect(errors).toEqual([]);
  });
}

test('tr-TR reads English content, so the translation tip can offer its translation', async ({
  page,
}) => {
  const centre = new CentrePage(page);
  await centre.open('/tr-TR/');
  await expect(centre.cards.filter({ hasText: LIVE_LOTTERY }).first()).toBeVisible();
});

test('"Mark all as read" clears the unread count and the header badge', async ({
  errors,
  traderInbox: inbox,
}) => {
  expect(await inbox.unreadCount()).toBeGreaterThan(0);
  await inbox.markAllRead();
  await expect(inbox.unreadText()).toHaveText('You have read every message.');
  await expect(inbox.badge).toHaveAccessibleName('Inbox');
  await expect(inbox.list.locator('a[data-state="unread"]')).toHaveCount(0);
  await expect(inbox.markAllReadButton()).toBeHidden();
  // The server kept the marks: a fresh load shows nothing unread.
  await inbox.open();
  expect(await inbox.unreadCount()).toBe(0);
  expect(errors).toEqual([]);
});

test('a task message links to its activity, which opens in the app', async ({
  page,
  errors,
  sandbox,
  traderInbox: inbox,
}) => {
  await bigFuturesTrade(sandbox);
  const entry = inbox.message(/Task completed: Trade 10,000 USDT of futures/);
  await expect(entry).toBeVisible();
  const title = await inbox.titleOf(entry);
  await inbox.openMessage(entry);
  await inbox.seeMessage(title);
  // No type code ever reaches the reader.
  await expect(inbox.detail).not.toContainText(/[A-Z]+_[A-Z]+/);
  const before = page.url();
  await inbox.detail.getByRole('link', { name: 'Go to the activity' }).click();
  await expect(page).toHaveURL(/\/activity\/\d+$/);
  const activity = new ActivityPage(page);
  await activity.seeReady();
  await activity.seeTitle('BTC Trading Sprint');
  // An in-app link: the page did not reload, so going back shows the message again.
  await page.goBack();
  await expect(page).toHaveURL(before);
  await inbox.seeMessage(title);
  expect(errors).toEqual([]);
});

test('two trades that complete a task give one "Task completed" message', async ({
  errors,
  sandbox,
  traderInbox: inbox,
}) => {
  const trade = () => bigFuturesTrade(sandbox);
  await trade();
  const completed = inbox.list.getByRole('link', { name: /Task completed/ });
  await expect(completed.first()).toBeVisible();
  await trade();
  // The second trade moved progress but completed nothing new: a fresh list has each once.
  await inbox.open();
  const titles = await completed.evaluateAll((links) =>
    links.map((a) => a.querySelector('.message-title')?.lastChild?.textContent ?? ''),
  );
  expect(titles.length).toBeGreaterThan(0);
  expect(new Set(titles).size).toBe(titles.length);
  expect(errors).toEqual([]);
});

test('in a browser, a task\'s "Trade" leads to the exchange page the sandbox serves, and back', async ({
  page,
  errors,
}) => {
  await new SessionFlow(page).logIn('trader@demo.test', '/');
  const centre = new CentrePage(page);
  await centre.seeReady();
  await centre.cards.filter({ hasText: 'BTC Trading Sprint' }).locator('a.activity-link').click();
  const activity = new ActivityPage(page);
  await activity.seeReady();
  const detailUrl = page.url();
  const cta = activity.tasks.locator('[data-deep-link="trade"]').first();
  await expect(cta).toHaveAttribute('href', /^\/spot\/BTC_USDT\?back=/);
  await cta.click();
  // The sandbox's main origin, never an unreachable host.
  await expect(page).toHaveURL(/\/spot\/BTC_USDT\?back=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spot trading');
  await page.getByLabel('Amount in USDT').fill('5000');
  await page.getByRole('button', { name: 'Simulate a spot trade' }).click();
  await expect(page.getByRole('status')).toContainText('Your spot trade of 5000 USDT was recorded');
  await page.getByRole('link', { name: 'Back to the activity' }).click();
  await expect(page).toHaveURL(detailUrl);
  await activity.seeReady();
  expect(errors).toEqual([]);
});
