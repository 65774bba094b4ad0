import { expect, type Locator, type Page } from '@playwright/test';
import { DialogPaths } from './dialog-paths.model.ts';

/**
 * The toasts the app can be asked for from the debug panel: by mode, and the connection
 * notice (a plain toast with a stable id, withdrawn by its own button).
 */
export type BrowserToastMode = 'normal' | 'success' | 'cancel' | 'offline';

/** What each toast says (locales/en.json, debug.*). */
export const TOAST_TEXT: Record<BrowserToastMode, string> = {
  normal: 'This is a notification. It hides itself after 3 seconds.',
  success: 'You confirmed.',
  cancel: 'You cancelled.',
  offline: 'Connection lost. Trying to reconnect…',
};

/**
 * The notifications as the browser paths drive them: asked for from the debug panel (a plain
 * notification, or the answer to its question), on a paused page clock that the path moves,
 * so each toast's 3000 ms and 300 ms pass when the path says so.
 */
export class NotificationsPaths {
  readonly samples: DialogPaths;
  readonly host: Locator;
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.samples = new DialogPaths(page);
    this.host = page.locator('.toast-host');
    this.toasts = this.host.locator('.toast');
  }

  async open() {
    await this.samples.open();
  }

  /** Asks for a toast of the mode: the notification sample, or the question answered. */
  async ask(mode: BrowserToastMode) {
    const before = await this.toasts.count();
    if (mode === 'normal') {
      await this.samples.shell.trySample('Notification');
    } else if (mode === 'offline') {
      await this.sample('Connection notice').click();
    } else {
      await this.samples.ask('Question');
      await this.samples.choose(mode === 'success' ? 'Confirm' : 'Cancel');
      await this.samples.seeClosed();
    }
    // Three at most are shown; a fourth waits and is not drawn.
    await expect(this.toasts).toHaveCount(Math.min(before + 1, 3));
  }

  /** Asks again for the connection notice it already shows or keeps waiting: nothing new. */
  async askAgainForOffline() {
    const before = await this.toasts.count();
    await this.sample('Connection notice').click();
    await expect(this.toasts).toHaveCount(before);
  }

  /** The connection is back: the notice is withdrawn, shown or waiting. */
  async withdrawOffline() {
    await this.sample('Connection back').click();
  }

  private sample(name: 'Connection notice' | 'Connection back'): Locator {
    return this.page.locator('.debug-label').getByRole('button', { name, exact: true });
  }

  /**
   * No notification: the host says idle, or is not drawn at all, since its code (and the
   * toasts' actor) come with the first notification (issue 17).
   */
  async seeNone() {
    await expect(this.page.locator('.toast-host:not([data-state="idle"])')).toHaveCount(0);
    await expect(this.toasts).toHaveCount(0);
  }

  /** The toasts shown, oldest first. */
  async seeShown(modes: readonly BrowserToastMode[]) {
    await expect(this.host).toHaveAttribute('data-state', 'showing');
    await expect(this.toasts.locator('.toast-title')).toHaveText(modes.map((m) => TOAST_TEXT[m]));
  }

  async dismiss(index: number) {
    await this.toasts.nth(index).getByRole('button', { name: 'Dismiss' }).click();
  }

  async confirm(index: number) {
    await this.toasts.nth(index).getByRole('button', { name: 'Confirm' }).click();
  }

  /** The page's clock moves on by `ms`. */
  async pass(ms: number) {
    await this.page.clock.runFor(ms);
  }
}
