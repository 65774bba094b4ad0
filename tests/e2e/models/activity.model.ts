import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './a11y.model.ts';
import type { SandboxControl } from './sandbox-control.model.ts';
import { logInByCookie } from './session.model.ts';

/**
 * The pages where an enrolment was asked for and its success dialog not seen yet: kept per
 * page, as several page objects may drive one page (a fault's action and its checks).
 */
const enrolAsked = new WeakSet<Page>();

/** SPEC §8: the default success message, the apply success text. */
export const APPLY_SUCCESS_TEXT =
  'You have joined the activity. Complete its tasks to earn your rewards.';

/** The activity detail page, as a visitor or a trader uses it. */
export class ActivityPage {
  readonly root: Locator;
  readonly enrolment: Locator;
  readonly tasks: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.activity-detail');
    this.enrolment = page.locator('section.enrolment');
    this.tasks = page.locator('section.tasks');
  }

  async open(path: string) {
    await this.page.goto(path);
    await this.seeReady();
  }

  /** Logs a trader in (Ada unless named) and opens the activity at `path`. */
  async openAsTrader(path: string, email = 'trader@demo.test') {
    await logInByCookie(this.page, email);
    await this.open(path);
  }

  /**
   * The address names no campaign the exchange has: "Campaign not found" as the page's title,
   * no "Try again", and a link back to the list the page belongs to.
   */
  async seeNotFound(backTo: { name: string; path: string }) {
    await expect(this.root).toHaveAttribute('data-state', 'notFound');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Campaign not found');
    await expect(this.root).toContainText('This link doesn’t point to a campaign');
    await expect(this.root.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    const back = this.root.getByRole('link', { name: backTo.name, exact: true });
    await expect(back).toHaveAttribute('href', backTo.path);
  }

  async seeReady() {
    await expect(this.root).toHaveAttribute('data-state', 'ready');
  }

  async seeTitle(title: string | RegExp) {
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  async seeStage(stage: 'NOT_START' | 'IN_PROGRESS' | 'FINISHED') {
    await expect(this.page.locator('.detail-hero')).toHaveAttribute('data-stage', stage);
  }

  async seeEnrolment(state: string) {
    await expect(this.enrolment).toHaveAttribute('data-state', state);
  }

  /** A visitor's enrol button: it leads to the login page. */
  async logInToEnrol() {
    await this.seeEnrolment('visitor');
    await this.enrolment.getByRole('button', { name: 'Log in to enrol' }).click();
  }

  async seeNotCounting() {
    await expect(
      this.enrolment.getByText('Enrol to start counting: trades before you enrol do not count'),
    ).toBeVisible();
  }

  async enrol() {
    await this.enrolment.getByRole('button', { name: 'Enrol now' }).click();
    this.expectEnrolConfirmation();
  }

  /** An apply was sent some other way (a retry): its success ends in the success dialog. */
  expectEnrolConfirmation() {
    enrolAsked.add(this.page);
  }

  /**
   * Enrolled. After an enrolment asked for on this page, the success dialog says so first
   * (apply success text, counting down from 5 s); it is read and closed here.
   */
  async seeEnrolled() {
    await this.seeEnrolment('applied');
    await expect(this.enrolment.getByText('You’re enrolled')).toBeVisible();
    if (enrolAsked.has(this.page)) {
      enrolAsked.delete(this.page);
      await this.closeEnrolConfirmation();
    }
  }

  /** The success dialog of an enrolment: its text, its countdown, then closed with OK. */
  async closeEnrolConfirmation() {
    const dialog = this.page.getByRole('dialog', { name: 'Done' });
    await expect(dialog).toContainText(APPLY_SUCCESS_TEXT);
    await expect(dialog).toContainText(/Closes in [1-5] s/);
    await expect(this.page.locator('.dialog-host')).toHaveAttribute('data-state', 'success');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(this.page.locator('.dialog-host')).toHaveAttribute('data-state', 'closed');
  }

  /** The refusal's code and its message as the page shows them. */
  async seeRefusal(code: string, message: string | RegExp) {
    await this.seeEnrolment('refused');
    const alert = this.enrolment.getByRole('alert');
    await expect(alert).toHaveAttribute('data-code', code);
    await expect(alert).toHaveText(message);
  }

  task(title: string): Locator {
    return this.tasks.locator('article.task-card', {
      has: this.page.getByRole('heading', { name: title }),
    });
  }

  /** When the campaign ends, in epoch ms, as its facts give it ("Ends"). */
  async endTime(): Promise<number> {
    const end = this.root.locator('.detail-facts time').nth(1);
    return Date.parse((await end.getAttribute('datetime')) ?? '');
  }

  async seeTasksShown() {
    await expect(this.tasks).toHaveAttribute('data-state', /^(ready|refreshing)$/);
  }

  async refreshTasks() {
    await this.tasks.getByRole('button', { name: 'Refresh tasks' }).click();
  }

  async seeTaskState(title: string, state: string) {
    await expect(this.task(title)).toHaveAttribute('data-state', state);
  }

  async seeProgress(title: string, text: string | RegExp) {
    await expect(this.task(title).locator('.task-value')).toHaveText(text);
  }

  claimButton(title: string): Locator {
    return this.task(title).getByRole('button', { name: 'Claim reward' });
  }

  async claim(title: string) {
    await expect(this.claimButton(title)).toBeEnabled();
    await this.claimButton(title).click();
  }

  async seeGranted(title: string) {
    await this.seeTaskState(title, 'granted');
    await expect(this.task(title).getByText('Reward granted').first()).toBeVisible();
    await expect(this.claimButton(title)).toHaveCount(0);
  }

  /**
   * The whole reward journey on an open activity: enrol, have the sandbox trade `volume` USDT
   * for `email`, see `task` reached, claim it and see it granted.
   */
  async enrolTradeAndClaim(
    sandbox: SandboxControl,
    trade: { email: string; volume: number; task: string },
  ) {
    await this.enrol();
    await this.seeEnrolled();
    await sandbox.trade(trade.email, trade.volume);
    await this.seeTaskState(trade.task, 'completed');
    await this.claim(trade.task);
    await this.seeGranted(trade.task);
  }

  /** Axe finds no violation in the page as it is now. */
  async expectAccessible() {
    const results = await axeViolations(this.page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }
}
