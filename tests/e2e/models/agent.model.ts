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
}
