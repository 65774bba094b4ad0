import { expect, type Locator, type Page } from '@playwright/test';

type Part = 'detail' | 'marquee' | 'performance' | 'rebates' | 'referrals';

/** The agent dashboard (/agent), part by part. */
export class AgentPage {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.agent');
  }

  async open() {
    await this.page.goto('/agent');
  }

  async seeState(state: 'dashboard' | 'notAgent' | 'noPermission' | 'anonymous') {
    await expect(this.root).toHaveAttribute('data-state', state);
  }

  /** One part of the dashboard: the section labelled by its heading. */
  part(name: Part): Locator {
    return this.page.locator(`section:has(> .agent-section-head #agent-${name}-title)`);
  }

  async seeLoaded(name: Part) {
    const state = name === 'rebates' || name === 'referrals' ? 'ready' : 'loaded';
    await expect(this.part(name)).toHaveAttribute('data-state', state);
  }

  async seeHidden(name: Part) {
    await expect(this.page.locator(`#agent-${name}-title`)).toHaveCount(0);
  }

  /** The scroll box of a list's table. */
  scrollBox(name: 'rebates' | 'referrals'): Locator {
    return this.part(name).locator('.vtable-scroll');
  }

  /** Scrolls a list, as a user would, until the row with this 1-based number is in view. */
  async scrollToRow(name: 'rebates' | 'referrals', row: number) {
    const box = this.scrollBox(name);
    await box.focus();
    const target = this.rowAt(name, row);
    // Scroll in screenfuls, so that pages load on the way as the user scrolls.
    for (let i = 0; i < 400; i += 1) {
      if ((await target.count()) > 0 && (await target.getAttribute('data-loaded')) === 'true')
        break;
      await box.evaluate((el, index) => {
        const rowHeight = 56;
        const goal = (index - 1) * rowHeight;
        el.scrollTop = Math.min(goal, el.scrollTop + el.clientHeight * 3);
      }, row);
      await this.page.waitForTimeout(50);
    }
    await expect(target).toHaveAttribute('data-loaded', 'true');
    await expect(target).toBeInViewport();
  }

  /** The table row of a list by its 1-based number (aria-rowindex counts the header as 1). */
  rowAt(name: 'rebates' | 'referrals', row: number): Locator {
    return this.part(name).locator(`tbody tr[aria-rowindex="${row + 1}"]`);
  }

  /** How many rows of a list are in the page (virtualised: few, whatever the total). */
  async rowsInPage(name: 'rebates' | 'referrals'): Promise<number> {
    return this.part(name).locator('tbody tr').count();
  }

  loadedText(name: 'rebates' | 'referrals'): Locator {
    return this.part(name).locator('.agent-section-head .count');
  }

  /** The visible row with this 1-based number, once its page has loaded. */
  async seeRowLoaded(name: 'rebates' | 'referrals', row: number) {
    await expect(this.rowAt(name, row)).toHaveAttribute('data-loaded', 'true');
  }

  /** Scrolls a list to its very end in one move, as a user dragging the scrollbar down. */
  async jumpToEnd(name: 'rebates' | 'referrals') {
    await this.scrollBox(name).scrollIntoViewIfNeeded();
    await this.scrollBox(name).evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
  }

  /**
   * The texts of a list's loaded rows that do not fit their space (cut with an ellipsis or
   * clipped): every cell and every line in a cell, compared by scrollWidth and clientWidth.
   */
  async cutTexts(name: 'rebates' | 'referrals'): Promise<string[]> {
    return this.part(name)
      .locator('tbody tr[data-loaded="true"]')
      .evaluateAll((rows) =>
        rows.flatMap((row) =>
          [...row.querySelectorAll<HTMLElement>('td, td span, td time')]
            .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
            .map((el) => el.textContent ?? ''),
        ),
      );
  }

  /** The texts in a part that stick out of its card (the list's scroll box aside). */
  async overflowingTexts(name: Part): Promise<string[]> {
    return this.part(name).evaluate((card) => {
      const box = card.getBoundingClientRect();
      // Inside a box that scrolls or clips (the list, the marquee's window), a text may run
      // past the card on purpose; the box itself may not.
      const clipped = (el: HTMLElement) => {
        for (let up = el.parentElement; up && up !== card; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        }
        return false;
      };
      const out: Element[] = [...card.querySelectorAll<HTMLElement>('*')].filter((el) => {
        if (clipped(el)) return false;
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
      });
      if (card.scrollWidth > card.clientWidth + 1) out.unshift(card);
      return out.map((el) => `${el.tagName.toLowerCase()}.${el.classList}: ${el.textContent}`);
    });
  }
}
