import { expect, type Page } from '@playwright/test';
import { SESSION_COOKIE_NAME } from '../../../src/domain/session.ts';

/** Every demo account's password (sandbox/RULES.md). */
const DEMO_PASSWORD = 'demo1234';

/**
 * Logs in through the sandbox's real login call (POST /login), which sets the session cookie
 * in the page's browser context: the same cookie the login form sets, without a page load.
 */
export async function logIn(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/login', {
    form: { email, password: DEMO_PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status(), `login of ${email}`).toBe(303);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).toContain(SESSION_COOKIE_NAME);
}

/** Whether the page's browser context still holds the session cookie. */
export async function hasSessionCookie(page: Page): Promise<boolean> {
  const cookies = await page.context().cookies();
  return cookies.some((c) => c.name === SESSION_COOKIE_NAME);
}

/**
 * The header shows a visitor: no account, and its own login button. (SessionFlow.seeVisitor
 * looks for any "Log in" button, which is ambiguous on screens that offer their own.)
 */
export async function seeVisitor(page: Page): Promise<void> {
  await expect(page.locator('.account')).toHaveAttribute('data-state', 'anonymous');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }),
  ).toBeEnabled();
}
