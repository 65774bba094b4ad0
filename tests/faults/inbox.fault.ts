import en from '../../locales/en.json' with { type: 'json' };
import { expect } from '../e2e/fixtures.ts';
import { InboxPage } from '../e2e/models/inbox.model.ts';
import { seeVisitor } from './support/login.ts';
import { failureWords } from './support/messages.ts';
import { defineFaultSuite } from './support/suite.ts';

/** The unread count of Ada's seeded inbox. */
const UNREAD = 4;

defineFaultSuite({
  name: 'inbox',
  user: 'trader@demo.test',
  path: '/inbox',
  call: '/v1/if/push/pushList',
  open: async ({ page }) => {
    await page.goto('/inbox');
  },
  seeBusy: async ({ page }) => {
    await expect(new InboxPage(page).root).toHaveAttribute('data-state', 'loading');
  },
  seeFailure: async ({ page }, failure) => {
    const inbox = new InboxPage(page);
    await expect(inbox.root).toHaveAttribute('data-state', 'failed');
    const alert = inbox.root.getByRole('alert');
    // 51020 on the list means the messages are not available (src/features/inbox).
    await expect(alert).toContainText(
      failure.code === '51020' ? en.inbox.unavailable : failureWords(failure),
    );
    await expect(alert.getByRole('button', { name: en.inbox.retry })).toBeEnabled();
  },
  retry: async ({ page }) => {
    await new InboxPage(page).root.getByRole('button', { name: en.inbox.retry }).click();
  },
  seeDone: async ({ page }) => {
    const inbox = new InboxPage(page);
    await inbox.seeListReady();
    expect(await inbox.unreadCount()).toBeGreaterThanOrEqual(UNREAD);
    await expect(inbox.firstUnread()).toBeVisible();
    await expect(inbox.badge).toHaveAccessibleName(
      `Inbox, ${await inbox.unreadCount()} unread messages`,
    );
  },
  seeLoggedOut: async ({ page }) => {
    await seeVisitor(page);
    await new InboxPage(page).seeSignInPrompt();
  },
  seeLive: async ({ page, sandbox }) => {
    const inbox = new InboxPage(page);
    await inbox.seeListReady();
    const before = await inbox.unreadCount();
    await sandbox.simulate('trade', {
      email: 'trader@demo.test',
      volume: 100_000,
      market: 'futures',
    });
    // The private socket's push brings the new message without a reload.
    await expect(inbox.list.getByRole('link', { name: /Task completed/ }).first()).toBeVisible();
    await expect.poll(() => inbox.unreadCount()).toBeGreaterThan(before);
  },
});
