import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** The sandbox's app simulator: the product in an app web view, the native login, the bridge log. */
export class AppSimulator {
  readonly app: FrameLocator;
  readonly log: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.app = page.frameLocator('#app-frame');
    this.log = page.getByRole('log');
    this.status = page.locator('#login-status');
  }

  async open() {
    await this.page.goto('/app-simulator');
    await expect(this.app.locator('.centre')).toHaveAttribute('data-state', 'ready');
  }

  async loginInApp(account: string) {
    await this.page.getByLabel('Demo account').selectOption({ label: account });
    await this.page.getByRole('button', { name: 'Log in in the app' }).click();
  }

  async seeSignedInApp(name: string) {
    const account = this.app.locator('.account');
    await expect(account).toHaveAttribute('data-state', 'ready');
    await expect(account).toContainText(name);
  }

  /** Opens a deep link from the app's debug label (six quick clicks on its brand). */
  async openDeepLink(target: string) {
    await this.app.locator('.brand').click({ clickCount: 6 });
    const panel = this.app.getByRole('region', { name: 'Debug information' });
    await expect(panel).toBeVisible();
    await panel.getByLabel('App screen').selectOption(target);
    await panel.getByRole('button', { name: 'Open in the app' }).click();
  }

  /** The log's entries for a bridge method, newest first. */
  calls(method: string): Locator {
    return this.log.locator(`li[data-method="${method}"]`);
  }
}
