import { expect, type Locator, type Page } from '@playwright/test';

/** The header's account area and the sandbox's login page. */
export class SessionFlow {
  readonly account: Locator;

  constructor(readonly page: Page) {
    this.account = page.locator('.account');
  }

  async seeVisitor() {
    await expect(this.account).toHaveAttribute('data-state', 'anonymous');
    await expect(this.page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  }

  async startLogin() {
    await this.page.getByRole('button', { name: 'Log in' }).click();
    await expect(this.page).toHaveURL(/\/login/);
  }

  /** Logs in on /login and waits to be sent back to the app (to `returnTo` when given). */
  async logInFromLoginPage(email: string, returnTo?: string) {
    await this.page.goto(returnTo ? `/login?redirect=${encodeURIComponent(returnTo)}` : '/login');
    await this.loginAs(email);
    await expect(this.page).not.toHaveURL(/\/login/);
    if (returnTo) await expect(this.page).toHaveURL((url) => url.pathname === returnTo);
  }

  async loginAs(email: string, password = 'demo1234') {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Log in', exact: true }).click();
  }

  async seeSignedIn(name: string) {
    await expect(this.account).toHaveAttribute('data-state', 'ready');
    await expect(this.account).toContainText(name);
  }

  async logout() {
    await this.page.getByRole('button', { name: 'Log out' }).click();
    await expect(this.page).toHaveURL(/\/login/);
  }
}
