import { expect, type Locator, type Page } from '@playwright/test';

/** A destination of the navigation, by the name a trader reads (en). */
export type Destination = 'Activity centre' | 'My rewards' | 'Inbox' | 'Agent dashboard';

/** Where each destination lives, under the locale prefix of the page. */
const PATHS: Record<Destination, string> = {
  'Activity centre': '/',
  'My rewards': '/rewards',
  Inbox: '/inbox',
  'Agent dashboard': '/agent',
};

/**
 * The product's navigation as a trader finds it: in the header on a wide screen, in the bar at
 * the bottom of a phone's screen. Only the one the screen shows is in the accessibility tree.
 */
export class NavBar {
  readonly nav: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main' });
  }

  /**
   * The destination's link. The inbox's name goes on with its unread count: "Inbox 4" in the
   * bar, "Inbox, 4 unread messages" on the header's bell.
   */
  link(to: Destination): Locator {
    return this.nav.getByRole('link', {
      name: to === 'Inbox' ? /^Inbox(,? \d+\+?( unread messages?)?)?$/ : to,
      exact: to !== 'Inbox',
    });
  }

  async seeDestinations(expected: Destination[]) {
    await expect(this.nav).toBeVisible();
    for (const to of expected) await expect(this.link(to)).toBeVisible();
  }

  async lacks(to: Destination) {
    await expect(this.link(to)).toHaveCount(0);
  }

  /** Goes to a destination with a click, as a trader does, and waits for its address. */
  async go(to: Destination, prefix = '') {
    await this.link(to).click();
    await expect(this.page).toHaveURL((url) => url.pathname === `${prefix}${PATHS[to]}`);
  }

  /** Only `to` is marked as the page shown. */
  async seeCurrent(to: Destination) {
    await expect(this.link(to)).toHaveAttribute('aria-current', 'page');
    await expect(this.nav.locator('[aria-current="page"]')).toHaveCount(1);
  }

  /** Tabs from the page's top until the destination's link has the focus; presses Enter. */
  async goByKeyboard(to: Destination, prefix = '') {
    const target = this.link(to);
    await this.page.locator('body').focus();
    for (
      let i = 0;
      i < 20 && !(await target.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await this.page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
    await this.page.keyboard.press('Enter');
    await expect(this.page).toHaveURL((url) => url.pathname === `${prefix}${PATHS[to]}`);
  }

  /** Whether an element fits its box: nothing of its text is cut or hidden. */
  static async isWhole(element: Locator): Promise<boolean> {
    return element.evaluate(
      (el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
    );
  }
}
