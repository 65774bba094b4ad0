import { expect, type Locator, type Page } from '@playwright/test';
import { ActivityPage } from './activity.model.ts';

/** The buttons that send `activity.apply`, whichever state offers one. */
const APPLY_BUTTON = /^(Enrol now|Try again|Log in to enrol|Download the app)$/;

/** The enrolment panel as the browser paths see it: its `data-state`, texts and buttons. */
export class EnrolmentPaths {
  readonly activity: ActivityPage;
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.activity = new ActivityPage(page);
    this.panel = this.activity.enrolment;
  }

  /**
   * The enrolment's status that says `text`. The panel can hold more than one status (the
   * newcomer's eligibility box beside it has its own), so the text says which one is meant.
   */
  status(text: string | RegExp): Locator {
    return this.panel.getByRole('status').filter({ hasText: text });
  }

  async seeState(state: string) {
    await this.activity.seeEnrolment(state);
  }

  async seeChecking() {
    await this.seeState('checkingApplyStatus');
    const checking = 'Checking your enrolment…';
    await expect(this.status(checking)).toHaveText(checking);
  }

  /** A visitor is offered login (or the download page) while the campaign runs. */
  async seeVisitor(open: boolean, download: boolean) {
    await this.seeState('visitor');
    const name = download ? 'Download the app' : 'Log in to enrol';
    if (open) await expect(this.panel.getByRole('button', { name })).toBeEnabled();
    else await expect(this.panel.getByText('This campaign has ended')).toBeVisible();
  }

  /** The status or the apply call got no answer: the reason and a retry. */
  async seeNoAnswer(state: 'statusFailed' | 'failed') {
    await this.seeState(state);
    const alert = this.panel.getByRole('alert');
    await expect(alert).toContainText(
      state === 'statusFailed'
        ? 'We couldn’t check whether you’re enrolled.'
        : 'Your enrolment didn’t go through.',
    );
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
  }

  async seeNotApplied(open: boolean) {
    await this.seeState('notApplied');
    await this.activity.seeNotCounting();
    if (open) await expect(this.panel.getByRole('button', { name: 'Enrol now' })).toBeEnabled();
  }

  async seeIneligible(reason: string) {
    await this.seeState('ineligible');
    await expect(this.panel.getByText(reason)).toBeVisible();
  }

  /**
   * The code step: the field, focused, and the user's own code once the exchange told it. After
   * a code was turned away, the field keeps it and says so, with no generic retry.
   */
  async seeCodeStep(label: string, hint: boolean, refused?: string) {
    await this.seeState('awaitingCode');
    await expect(this.panel.getByText('One more step before you enrol')).toBeVisible();
    const field = this.panel.getByLabel(label);
    await expect(field).toBeFocused();
    if (hint) await expect(this.panel.getByText(/^Your code: /)).toBeVisible();
    if (refused === undefined) return;
    await expect(field).toHaveValue(refused);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(this.panel.getByRole('alert')).toHaveAttribute('data-code', '51020');
    await expect(this.panel.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  }

  /** The code the exchange issued, as the step shows it. */
  async shownCode(): Promise<string> {
    const text = await this.panel.getByText(/^Your code: /).textContent();
    return (text ?? '').replace(/^Your code: /, '').trim();
  }

  /** Types the code with spaces around it, as users paste it, and continues. */
  async submitCode(label: string, code: string) {
    await this.panel.getByLabel(label).fill(`  ${code} `);
    await this.panel.getByRole('button', { name: 'Continue' }).click();
  }

  async cancelCode() {
    await this.panel.getByRole('button', { name: 'Cancel' }).click();
  }

  /** A call is on its way: the airdrop check or the apply call; the button waits. */
  async seeBusy(state: 'checkingAirdrop' | 'applying') {
    await this.seeState(state);
    const text = state === 'checkingAirdrop' ? /airdrop/i : 'Enrolling…';
    await expect(this.status(text)).toHaveText(text);
    await expect(this.panel.getByRole('button', { name: 'Enrolling…' })).toBeDisabled();
  }

  async seeCoolingDown() {
    await this.seeState('coolingDown');
    await expect(this.panel.getByRole('alert')).toContainText('Too many requests');
    await expect(this.panel.getByRole('button', { name: 'Enrol now' })).toBeDisabled();
  }

  /** A refusal shows its code's message; a retry only where another try can change it. */
  async seeRefused(code: string, canTryAgain: boolean) {
    await this.seeState('refused');
    await expect(this.panel.getByRole('alert')).toHaveAttribute('data-code', code);
    await expect(this.panel.getByRole('button', { name: 'Try again' })).toHaveCount(
      canTryAgain ? 1 : 0,
    );
  }

  async seeApplied() {
    await this.activity.seeEnrolled();
  }

  /** Clicks the button that applies in the state shown (enrol, try again, log in, download). */
  async apply() {
    await this.panel.getByRole('button', { name: APPLY_BUTTON }).click();
    this.activity.expectEnrolConfirmation();
  }

  async retry() {
    await this.panel.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
  }
}
