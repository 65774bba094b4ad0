import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './models/a11y.model.ts';
import { bigFuturesTrade, InboxPage } from './models/inbox.model.ts';

/** Logs in on the sandbox's page and comes back to `path`. */

async function expectNoAxeViolations(page: Page) {
  const results = await axeViolations(page).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

test('a visitor on the inbox is asked to log in', async ({ page, errors }) => {
  const inbox = new InboxPage(page);
  await page.goto('/inbox');
  await inbox.seeSignInPrompt();
  await expectNoAxeViolations(page);
  await page.locator('.inbox').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(errors).toEqual([]);
});

test('a trader opens an unread message: it is shown, marked read, and the count goes down', async ({
  page,
  errors,
  traderInbox: inbox,
}) => {
  const before = await inbox.unreadCount();
  expect(before).toBeGreaterThan(0);
  await expect(inbox.badge).toHaveAccessibleName(`Inbox, ${before} unread messages`);
  await expectNoAxeViolations(page);

  const entry = inbox.firstUnread();
  const title = await inbox.titleOf(entry);
  await inbox.openMessage(entry);
  await expect(page).toHaveURL(/\/inbox\/\d+$/);
  await inbox.seeMessage(title);
  await expect(inbox.message(title)).toHaveAttribute('data-state', 'read');
  await expect(inbox.unreadText()).toHaveText(
    before - 1 === 1 ? '1 unread message' : `${before - 1} unread messages`,
  );
  // The header badge reads the same inbox: it follows at once.
  await expect(inbox.badge).toHaveAccessibleName(
    before - 1 === 1 ? 'Inbox, 1 unread message' : `Inbox, ${before - 1} unread messages`,
  );
  await expectNoAxeViolations(page);

  // The server confirmed the read mark: a fresh page load still shows it read.
  await inbox.open(page.url());
  await inbox.seeMessage(title);
  expect(await inbox.unreadCount()).toBe(before - 1);
  await expect(inbox.message(title)).toHaveAttribute('data-state', 'read');
  expect(errors).toEqual([]);
});

test('a new message pushed over the websocket appears without a reload', async ({
  errors,
  sandbox,
  traderInbox: inbox,
}) => {
  const before = await inbox.unreadCount();
  await expect(inbox.list.getByRole('link', { name: /Task completed/ })).toHaveCount(0);

  // A large futures trade completes some of Ada's tasks; each writes her a message and the
  // sandbox pushes `message.new` on her private socket.
  await bigFuturesTrade(sandbox);

  await expect(inbox.list.getByRole('link', { name: /Task completed/ }).first()).toBeVisible();
  await inbox.seeListReady();
  expect(await inbox.unreadCount()).toBeGreaterThan(before);
  expect(errors).toEqual([]);
});

test('on a phone, the message replaces the list, and "Back" returns to it', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const inbox = new InboxPage(page);
  await inbox.openAsTrader();
  await expect(inbox.detail).toBeHidden();
  const entry = inbox.list.getByRole('link').first();
  const title = await inbox.titleOf(entry);
  await inbox.openMessage(entry);
  await inbox.seeMessage(title);
  await expect(inbox.list).toBeHidden();
  await expectNoAxeViolations(page);
  await inbox.backToList();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(inbox.list).toBeVisible();
  await expect(inbox.detail).toBeHidden();
  expect(errors).toEqual([]);
});
