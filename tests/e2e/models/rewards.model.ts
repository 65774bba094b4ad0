import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './a11y.model.ts';

/** My rewards (/rewards), as a trader or a visitor sees it. */
export class RewardsPage {
  readonly root: Locator;
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.rewards');
    this.cards = page.locator('article.reward-card');
  }

  /** Opens My rewards, with filters in the address if given (`?type=LOTTERY_COUNT`). */
  async open(query = '') {
    await this.page.goto(`/rewards${query}`);
  }

  /** The card of a reward by its type, with what it says of its amount and status. */
  card(type: string) {
    const card = this.page.locator(`article.reward-card[data-type="${type}"]`);
    return { card, amount: card.locator('.reward-amount'), status: card.locator('.reward-status') };
  }

  async seeState(state: 'visitor' | 'ready' | 'empty' | 'failed') {
    await expect(this.root).toHaveAttribute('data-state', state);
  }

  async askedToLogIn() {
    await this.seeState('visitor');
    await expect(
      this.page.getByRole('heading', { name: 'Log in to see your rewards' }),
    ).toBeVisible();
  }

  async startLogin() {
    await this.root.getByRole('button', { name: 'Log in' }).click();
    await expect(this.page).toHaveURL(/\/login\?redirect=%2Frewards/);
  }

  /** Picks a chip of one filter group by its visible name. */
  async filterBy(group: 'Status' | 'Category' | 'Reward type', chip: string) {
    await this.page
      .getByRole('radiogroup', { name: group })
      .getByRole('radio', { name: chip })
      .click();
  }

  async retry() {
    await this.root.getByRole('button', { name: 'Try again' }).click();
  }

  /** The distinct values of a card attribute, sorted. */
  async shown(attribute: 'data-status' | 'data-type'): Promise<string[]> {
    const values = await this.cards.evaluateAll(
      (els, name) => els.map((e) => e.getAttribute(name) ?? ''),
      attribute,
    );
    return [...new Set(values)].sort();
  }

  /** The header's count of rewards expiring soon, as shown. */
  expiringCount(): Locator {
    return this.root.locator('[data-field="expiring"] .reward-soon');
  }

  cardsExpiringSoon(): Locator {
    return this.page.locator('article.reward-card[data-expiring="true"]');
  }

  /** Accessibility problems axe finds on the rewards page. */
  async accessibilityViolations() {
    const result = await axeViolations(this.page).include('.rewards').analyze();
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
  }
}
