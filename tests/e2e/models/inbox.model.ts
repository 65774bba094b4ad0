import { expect, type Locator, type Page } from '@playwright/test';
import type { SandboxControl } from './sandbox-control.model.ts';
import { logInByCookie } from './session.model.ts';

/** The inbox (/inbox, /inbox/:id) and the header's unread badge, as a trader uses them. */
export class InboxPage {
  readonly root: Locator;
  readonly list: Locator;
  readonly detail: Locator;
  readonly badge: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.inbox');
    this.list = page.getByRole('list', { name: 'Messages' });
    this.detail = page.locator('.message-detail');
    this.badge = page.locator('.app-header .inbox-badge');
  }

  async open(path = '/inbox') {
    await this.page.goto(path);
    await this.seeListReady();
  }

  /** Logs a trader in (Ada unless named) and opens their inbox. */
  async openAsTrader(email = 'trader@demo.test') {
    await logInByCookie(this.page, email);
    await this.open();
  }

  async seeListReady() {
    await expect(this.root).toHaveAttribute('data-state', 'ready');
  }

  /** The count under the title, e.g. "4 unread messages". */
  unreadText(): Locator {
    return this.page.locator('.inbox-header .page-subtitle');
  }

  /** The unread count the page shows. */
  async unreadCount(): Promise<number> {
    await expect(this.unreadText()).toHaveText(/unread message|read every message/);
    const text = (await this.unreadText().textContent()) ?? '';
    return text.includes('read every message') ? 0 : Number.parseInt(text, 10);
  }

  /** The list entry of a message, by its title. */
  message(title: string | RegExp): Locator {
    return this.list.getByRole('link', { name: title });
  }

  firstUnread(): Locator {
    return this.list.locator('a[data-state="unread"]').first();
  }

  /** The title of a list entry, without the "Unread" mark read to screen readers. */
  async titleOf(entry: Locator): Promise<string> {
    return (
      (await entry.locator('.message-title').evaluate((el) => el.lastChild?.textContent)) ?? ''
    );
  }

  async openMessage(entry: Locator) {
    await entry.click();
  }

  async seeMessage(title: string) {
    await expect(this.detail).toHaveAttribute('data-state', 'shown');
    await expect(this.detail.getByRole('heading', { level: 2 })).toHaveText(title);
  }

  /** The inbox's "Mark all as read" button. */
  markAllReadButton(): Locator {
    return this.root.getByRole('button', { name: 'Mark all as read' });
  }

  async markAllRead() {
    await this.markAllReadButton().click();
  }

  /**
   * The address names a message the exchange does not have: "not found" with the way back to
   * the list, and no "Try again" (asking again would get the same answer).
   */
  async seeMessageNotFound() {
    await expect(this.detail).toHaveAttribute('data-state', 'notFound');
    await expect(this.detail.getByRole('heading', { level: 2 })).toHaveText('Message not found');
    await expect(this.detail).toContainText('There is no message at this address.');
    await expect(this.detail.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    // The way back: the list beside it on a desktop, "Back to messages" on a phone (hidden
    // beside the list, so not in the accessibility tree there).
    await expect(this.detail.locator('a.message-back')).toHaveAttribute('href', /\/inbox$/);
  }

  async backToList() {
    await this.detail.getByRole('link', { name: 'Back to messages' }).click();
  }

  async seeSignInPrompt() {
    await expect(this.root).toHaveAttribute('data-state', 'anonymous');
    await expect(this.page.getByRole('button', { name: 'Log in' }).first()).toBeEnabled();
  }
}

/**
 * Ada trades 100,000 USDT of futures in the sandbox: enough to complete some of her tasks, each
 * of which writes her a "Task completed" message and pushes `message.new` on her socket.
 */
export async function bigFuturesTrade(sandbox: SandboxControl) {
  await sandbox.simulate('trade', {
    email: 'trader@demo.test',
    volume: '100000',
    market: 'futures',
  });
}
