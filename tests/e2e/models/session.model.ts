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
