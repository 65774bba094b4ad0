import { expect, type Locator, type Page } from '@playwright/test';
import type { NotificationMode } from '../../../machines/toast.machine.ts';

/** What the shell tells the user after an action: its toasts (notifications) and its dialog. */
export class Notices {
  readonly toasts: Locator;
  readonly dialogHost: Locator;

  constructor(readonly page: Page) {
    this.toasts = page.locator('.toast');
    this.dialogHost = page.locator('.dialog-host');
  }

  toast(text: string | RegExp): Locator {
    return this.toasts.filter({ hasText: text });
  }

  /** A notification with this text is shown, in this mode (SPEC §3: success, error…). */
  async seeToast(text: string | RegExp, mode: NotificationMode) {
    const toast = this.toast(text);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveClass(new RegExp(`\\btoast-${mode}\\b`));
  }

  /** Where the toasts show: [left, top, right, bottom] of the first one, in the viewport. */
  async toastBox(text: string | RegExp) {
    const box = await this.toast(text).boundingBox();
    expect(box, 'the toast is laid out').not.toBeNull();
    return box!;
  }
}
