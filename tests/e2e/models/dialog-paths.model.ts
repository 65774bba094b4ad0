import { expect, type Locator, type Page } from '@playwright/test';
import { ShellPage } from './shell.model.ts';

/** The debug panel's samples, each opening one kind of dialog through the app's Feedback. */
export type DialogSample =
  | 'Success dialog'
  | 'Question'
  | 'Countdown'
  | 'Ended countdown'
  | 'Error notice';

const TITLES: Record<DialogSample, string> = {
  'Success dialog': 'Done',
  Question: 'Go on?',
  Countdown: 'Offer ends soon',
  'Ended countdown': 'Offer ends soon',
  'Error notice': 'Something went wrong',
};

/**
 * The shell's one dialog as the browser paths drive it: opened from the debug panel's samples
 * on a page whose clock the test moves, so the success dialog's 5 s and the countdown's
 * seconds pass when the path says so.
 */
export class DialogPaths {
  readonly shell: ShellPage;

  constructor(readonly page: Page) {
    this.shell = new ShellPage(page);
  }

  /** Opens the centre with the page's clock installed, reveals the samples, stops the clock. */
  async open() {
    await this.page.clock.install();
    await this.shell.open('/');
    await this.shell.revealDebugLabel();
    await this.shell.pauseClock();
  }

  /** By class: while a modal is up, the panel is hidden from the accessibility tree. */
  private sample(name: DialogSample): Locator {
    return this.page
      .locator('.debug-label')
      .getByRole('button', { name, exact: true, includeHidden: true });
  }

  /**
   * Asks for a dialog. With one already shown, the modal keeps the user's pointer and keys
   * inside it; the sample's click is then dispatched to the button, as another screen's
   * opener would ask while the dialog is up.
   */
  async ask(name: DialogSample) {
    if ((await this.shell.dialog.count()) > 0) await this.sample(name).dispatchEvent('click');
    else await this.sample(name).click();
    await expect(this.shell.dialog.getByRole('heading', { name: TITLES[name] })).toBeVisible();
  }

  /**
   * No dialog: its host says closed, or is not drawn at all, since its code (and the dialog's
   * actor) come with the first dialog asked for (issue 17).
   */
  async seeClosed() {
    await expect(this.page.locator('.dialog-host:not([data-state="closed"])')).toHaveCount(0);
    await expect(this.shell.dialog).toHaveCount(0);
  }

  async seeSuccess(secondsLeft: number) {
    await this.shell.seeDialog('success', TITLES['Success dialog']);
    await expect(this.shell.dialog).toContainText(`Closes in ${secondsLeft} s`);
  }

  async seeQuestion() {
    await this.shell.seeDialog('confirming', TITLES.Question);
    await expect(this.shell.dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  }

  async seeCountdown(state: 'running' | 'ended') {
    await this.shell.seeDialog('countdown', TITLES.Countdown);
    await expect(this.shell.dialog.locator('.dialog-clock')).toHaveAttribute('data-state', state);
    const time = this.shell.dialog.locator('time');
    if (state === 'ended') {
      await expect(time).toHaveText('00:00:00');
      await expect(this.shell.dialog.getByRole('status')).toHaveText('Time is up.');
    } else {
      await expect(time).toHaveText(/^01:01:0[0-5]$/);
    }
  }

  /** The error notice: its title and message, until the trader closes it. */
  async seeNotice() {
    await this.shell.seeDialog('notice', TITLES['Error notice']);
    await expect(this.shell.dialog).toContainText('It stays until you close it.');
  }

  /** The question's buttons: each closes it and the opener's answer shows as a toast. */
  async answer(choice: 'Confirm' | 'Cancel') {
    await this.choose(choice);
    const said = choice === 'Confirm' ? 'You confirmed.' : 'You cancelled.';
    await expect(this.shell.toast(said).last()).toBeVisible();
  }

  /** Clicks one of the question's buttons. */
  async choose(choice: 'Confirm' | 'Cancel') {
    await this.shell.dialog.getByRole('button', { name: choice, exact: true }).click();
  }

  /** Escape dismisses any dialog. */
  async pressEscape() {
    await this.page.keyboard.press('Escape');
  }

  async clickOk() {
    await this.shell.dialog.getByRole('button', { name: 'OK', exact: true }).click();
  }

  /** The page's clock moves on: the dialog's timers fire as the seconds pass. */
  async passSeconds(seconds: number) {
    await this.page.clock.runFor(seconds * 1000);
  }

  /** The page's clock jumps past the countdown's deadline; its ticker fires once, late. */
  async jumpPastCountdown() {
    await this.page.clock.fastForward('01:01:10');
  }
}
