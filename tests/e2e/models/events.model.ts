import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './a11y.model.ts';

/** The /events index: the campaigns with an event page that the exchange shows this viewer. */
export class EventIndexPage {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.event-index');
  }

  async open() {
    await this.page.goto('/events');
    await expect(this.root).toHaveAttribute('data-state', 'listed');
  }

  async seeListed(title: string) {
    await expect(this.root.getByRole('link', { name: title, exact: true })).toBeVisible();
  }

  async seeNotListed(title: string) {
    await expect(this.root.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  }

  async openEvent(title: string) {
    await this.root.getByRole('link', { name: title, exact: true }).click();
  }

  async expectAccessible() {
    const results = await axeViolations(this.page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }
}

/** What surrounds an activity's detail: its visibility, an /events introduction, an airdrop. */
export class EventFrame {
  readonly gate: Locator;
  readonly intro: Locator;
  readonly airdrop: Locator;

  constructor(readonly page: Page) {
    this.gate = page.locator('.event-gate');
    this.intro = page.locator('section.event-intro');
    this.airdrop = page.locator('section.airdrop-prize');
  }

  async seeShown() {
    await expect(this.gate).toHaveAttribute('data-visibility', 'shown');
  }

  /** The campaign manager's introduction, with its headline and a highlight. */
  async seeIntroduction(headline: string, highlight: string) {
    await expect(this.intro).toHaveAttribute('data-state', 'shown');
    await expect(this.intro.getByText('About this event')).toBeVisible();
    await expect(this.intro.getByRole('heading', { name: headline })).toBeVisible();
    await expect(this.intro.getByRole('listitem').filter({ hasText: highlight })).toBeVisible();
    // The introduction is the manager's rich text, drawn as text and never as its markup.
    await expect(this.intro).not.toContainText('<p>');
  }

  /** The page wears the campaign's colour from customized/baseInfo. */
  async seeThemeColour(colour: string) {
    await expect(this.gate).toHaveCSS('--event-primary', colour);
  }

  async seeNoIntroduction() {
    await expect(this.intro).toHaveCount(0);
  }

  async seeHiddenInRegion() {
    await expect(this.gate).toHaveAttribute('data-visibility', 'hidden');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Not available' })).toBeVisible();
    await expect(
      this.page.getByText('This campaign is not available in your region.'),
    ).toBeVisible();
    await expect(this.page.locator('section.enrolment')).toHaveCount(0);
  }

  /** The airdrop prize's product details, as getProductItemByPrizeId gives them. */
  async seePrize(name: string, needs: string) {
    await expect(this.airdrop.getByText(name)).toBeVisible();
    await expect(this.airdrop.getByRole('definition').filter({ hasText: needs })).toBeVisible();
  }

  async seePosition(state: 'held' | 'short' | 'visitor', text: string | RegExp) {
    await expect(this.airdrop).toHaveAttribute('data-state', state);
    await expect(this.airdrop.getByText(text)).toBeVisible();
  }
}
