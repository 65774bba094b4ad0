import { expect, type Locator, type Page } from '@playwright/test';
import en from '../../../locales/en.json' with { type: 'json' };
import tr from '../../../locales/tr-TR.json' with { type: 'json' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The tip speaks the page's language: Turkish, or English once the original is shown. */
const tipText = (key: keyof typeof en.tip) =>
  new RegExp(`^(${escapeRegExp(en.tip[key])}|${escapeRegExp(tr.tip[key])})$`);

/** The shell around every page: its dialog, toasts, debug label and translation tip. */
export class ShellPage {
  readonly dialog: Locator;
  readonly dialogHost: Locator;
  readonly toasts: Locator;
  readonly toastHost: Locator;
  readonly debugPanel: Locator;
  readonly tip: Locator;

  constructor(readonly page: Page) {
    this.dialogHost = page.locator('.dialog-host');
    this.dialog = page.locator('.modal');
    this.toastHost = page.locator('.toast-host');
    this.toasts = page.locator('.toast');
    this.debugPanel = page.getByRole('region', { name: 'Debug information' });
    this.tip = page.getByRole('region', { name: tipText('region') });
  }

  async open(path = '/') {
    await this.page.goto(path);
    await expect(this.page.locator('.centre')).toHaveAttribute('data-state', 'ready');
  }

  /** Six clicks on the brand, each within 200 ms of the last (SPEC §2: more than 5). */
  async clickBrandQuickly(times = 6) {
    await this.page.locator('.brand').click({ clickCount: times });
  }

  /** Stops the page's clock (installed before the page opened) until the test moves it. */
  async pauseClock() {
    const now = await this.page.evaluate(() => Date.now());
    await this.page.clock.pauseAt(now + 1000);
  }

  /**
   * On a loaded machine a render can hold the page past the 200 ms between two clicks, which
   * starts a new series; the QA engineer then clicks again, as a person would.
   */
  async revealDebugLabel() {
    await expect(async () => {
      if (!(await this.debugPanel.isVisible())) await this.clickBrandQuickly(6);
      await expect(this.debugPanel).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }

  async hideDebugLabel() {
    await this.debugPanel.getByRole('button', { name: 'Hide' }).click();
    await expect(this.debugPanel).toBeHidden();
  }

  /** The value the debug panel lists for a fact (by its term). */
  debugFact(term: string): Locator {
    return this.debugPanel
      .locator('dt', { hasText: term })
      .locator('xpath=following-sibling::dd[1]');
  }

  async trySample(name: 'Success dialog' | 'Question' | 'Countdown' | 'Notification') {
    await this.debugPanel.getByRole('button', { name, exact: true }).click();
  }

  async seeDialog(state: string, title: string | RegExp) {
    await expect(this.dialogHost).toHaveAttribute('data-state', state);
    await expect(this.dialog.getByRole('heading', { name: title })).toBeVisible();
  }

  async answer(choice: 'Confirm' | 'Cancel') {
    await this.dialog.getByRole('button', { name: choice, exact: true }).click();
    await expect(this.dialogHost).toHaveAttribute('data-state', 'closed');
  }

  toast(text: string | RegExp): Locator {
    return this.toasts.filter({ hasText: text });
  }

  /** Moves the translation tip with the arrow keys on its handle. */
  async nudgeTip(key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown', times: number) {
    const handle = this.tip.getByRole('button', { name: tipText('move') });
    await handle.focus();
    for (let i = 0; i < times; i++) await handle.press(key);
  }

  /** The handle the tip is dragged by. */
  tipHandle(): Locator {
    return this.tip.getByRole('button', { name: tipText('move') });
  }

  async tipPosition(): Promise<{ x: number; y: number }> {
    const box = await this.tip.boundingBox();
    if (!box) throw new Error('the translation tip is not shown');
    return { x: Math.round(box.x), y: Math.round(box.y) };
  }

  async tipAction(name: 'Show original' | 'Translate') {
    await this.tip
      .getByRole('button', { name: tipText(name === 'Translate' ? 'translate' : 'showOriginal') })
      .click();
  }
}
