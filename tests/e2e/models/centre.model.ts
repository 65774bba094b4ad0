import { expect, type Locator, type Page } from '@playwright/test';

/** The nine activity types the sandbox seeds (sandbox/RULES.md), in the centre's order. */
export const ALL_TYPES: readonly string[] = [
  'CompoundTrading',
  'CopyTrading',
  'Deposit',
  'Lottery',
  'NewUser',
  'PersonalTrading',
  'TeamChallenge',
  'TeamTrading',
  'TradingDepositBonus',
];

/** The activity centre, as a trader sees it. */
export class CentrePage {
  readonly root: Locator;
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.centre');
    this.cards = page.locator('article.activity-card');
  }

  async open(path = '/') {
    await this.page.goto(path);
    await this.seeReady();
  }

  async seeReady() {
    await expect(this.root).toHaveAttribute('data-state', 'ready');
  }

  /** Filters the list by a stage or type chip, by its visible name. */
  async filterBy(group: 'Stage' | 'Activity type', chip: string | RegExp) {
    await this.page
      .getByRole('radiogroup', { name: group })
      .getByRole('radio', { name: chip })
      .click();
  }

  /** The chip chosen in a filter group, by its visible name ("Ended", "All types"). */
  chosen(group: 'Stage' | 'Activity type'): Locator {
    return this.page.getByRole('radiogroup', { name: group }).getByRole('radio', { checked: true });
  }

  /** Opens the first card's activity through its link, as a trader taps it. */
  async openFirstActivity() {
    await this.cards.first().getByRole('link').first().click();
  }

  /** The distinct activity types on the page. */
  async typesShown(): Promise<string[]> {
    const types = await this.cards.evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-type') ?? ''),
    );
    return [...new Set(types)].sort();
  }

  async stagesShown(): Promise<string[]> {
    const stages = await this.cards.evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-stage') ?? ''),
    );
    return [...new Set(stages)].sort();
  }

  /** The countdown of the first card in a stage, as displayed. */
  countdownIn(stage: 'NOT_START' | 'IN_PROGRESS'): Locator {
    return this.page
      .locator(`article.activity-card[data-stage="${stage}"] .countdown-value`)
      .first();
  }
}
