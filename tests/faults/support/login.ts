import { expect, type Page } from '@playwright/test';
import { SESSION_COOKIE_NAME } from '../../../src/domain/session.ts';

/** The login call the journeys use too: a fault screen is about the screen, not the form. */
export { logInByCookie as logIn } from '../../e2e/models/session.model.ts';

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
