import { expect, type Locator, type Page } from '@playwright/test';
import { SESSION_COOKIE_NAME } from '../../../src/domain/session.ts';

/** Every demo account's password (sandbox/RULES.md). */
export const DEMO_PASSWORD = 'demo1234';

/**
 * Logs in through the sandbox's real login call (POST /login), which sets the session cookie
 * in the page's browser context: the same cookie the login form sets, without loading the form.
 * For journeys about what a trader sees, not about logging in.
 */
export async function logInByCookie(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/login', {
    form: { email, password: DEMO_PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status(), `login of ${email}`).toBe(303);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).toContain(SESSION_COOKIE_NAME);
}

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

  /**
   * Logs in by the login call (not the form) and, when given, opens `open`: where the page would
   * have been sent back to after the form.
   */
  async logIn(email: string, open?: string) {
    await logInByCookie(this.page, email);
    if (open) await this.page.goto(open);
  }

  async loginAs(email: string, password = DEMO_PASSWORD) {
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

  /** The session cookie's value in the page's browser (one for all its tabs), if any. */
  async sessionCookie(): Promise<string | undefined> {
    const cookies = await this.page.context().cookies();
    return cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.value;
  }

  /**
   * The trader switches to another tab and back to this one: the page is hidden, then shown
   * again, as the browser tells it (`visibilitychange`).
   */
  async hideAndShowAgain() {
    await this.page.evaluate(() => {
      for (const state of ['hidden', 'visible']) {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }
    });
  }

  /**
   * From its next page on, this tab hears nothing the browser's other tabs announce: as a tab
   * asleep while they did, or a browser without BroadcastChannel.
   */
  async hearNoOtherTab() {
    await this.page.addInitScript(() => {
      Reflect.deleteProperty(globalThis, 'BroadcastChannel');
    });
  }
}
