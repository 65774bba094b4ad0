import { expect, type Locator, type Page } from '@playwright/test';

/** The newcomer event's own parts of the detail page: eligibility, KOL bind, withdrawal. */
export class NewcomerEvent {
  readonly eligibility: Locator;
  readonly enrolment: Locator;

  constructor(readonly page: Page) {
    this.eligibility = page.locator('section.beginner-eligibility');
    this.enrolment = page.locator('section.enrolment');
  }

  task(title: string): Locator {
    return this.page.locator('article.task-card').filter({ hasText: title });
  }

  async seeEligibility(state: 'eligible' | 'notEligible', text: string | RegExp) {
    await expect(this.eligibility).toHaveAttribute('data-state', state);
    await expect(this.eligibility).toContainText(text);
  }

  async seeSignUpOffered() {
    await expect(this.eligibility.getByRole('link', { name: 'Sign up' })).toBeVisible();
  }

  async seeTaskDone(title: string) {
    await expect(this.task(title).locator('.task-status')).toHaveText('Ready to claim');
    await expect(this.task(title).getByRole('link', { name: /sign up/i })).toHaveCount(0);
  }

  kolForm(): Locator {
    return this.task('Bind the KOL who invited you').locator('form.kol-form');
  }

  async bindByCode(code: string) {
    const form = this.kolForm();
    await form.getByRole('radio', { name: 'Code' }).check();
    await form.getByRole('textbox', { name: 'KOL code' }).fill(code);
    await form.getByRole('button', { name: 'Bind' }).click();
  }

  /** Types in the KOL form without pressing Bind: on the code way a code, else a number. */
  async typeKol(way: 'code' | 'phone', text: string) {
    const form = this.kolForm();
    if (way === 'code') {
      await form.getByRole('radio', { name: 'Code' }).check();
      await form.getByRole('textbox', { name: 'KOL code' }).fill(text);
    } else {
      await form.getByRole('radio', { name: 'Phone number' }).check();
      await form.getByRole('textbox', { name: "KOL's phone number" }).fill(text);
    }
  }

  async pressBind() {
    await this.kolForm().getByRole('button', { name: 'Bind' }).click();
  }

  /** The KOL form shows the way chosen and the text typed in its field. */
  async seeKolTyped(way: 'code' | 'phone', text: string) {
    const form = this.kolForm();
    if (way === 'code') {
      await expect(form.getByRole('radio', { name: 'Code' })).toBeChecked();
      await expect(form.getByRole('textbox', { name: 'KOL code' })).toHaveValue(text);
    } else {
      await expect(form.getByRole('radio', { name: 'Phone number' })).toBeChecked();
      await expect(form.getByRole('textbox', { name: "KOL's phone number" })).toHaveValue(text);
    }
  }

  async seeKolError(text: string | RegExp) {
    await expect(this.kolForm().getByRole('alert')).toContainText(text);
  }

  async bindByPhone(country: string, number: string) {
    const form = this.kolForm();
    await this.chooseCountry(country);
    await form.getByRole('textbox', { name: "KOL's phone number" }).fill(number);
    await form.getByRole('button', { name: 'Bind' }).click();
  }

  /** On the phone way, picks the KOL's area code by its country. */
  async chooseCountry(country: string) {
    const form = this.kolForm();
    await form.getByRole('radio', { name: 'Phone number' }).check();
    await form.getByRole('button', { name: /Country code/ }).click();
    const search = this.page.getByRole('combobox', { name: /search/i });
    await search.fill(country);
    await this.page
      .getByRole('option', { name: new RegExp(country) })
      .first()
      .click();
    await this.seeCountry(country);
  }

  async seeCountry(country: string) {
    await expect(this.kolForm().getByRole('button', { name: /Country code/ })).toContainText(
      country,
    );
  }

  async seeKolBound(name: string) {
    await expect(
      this.task('Bind the KOL who invited you').getByText(`Bound to ${name}`),
    ).toBeVisible();
  }

  async withdraw() {
    await this.enrolment.getByRole('button', { name: 'Withdraw enrolment' }).click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Withdraw your enrolment?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  }

  async seeWithdrawRefused(text: string | RegExp) {
    await expect(this.enrolment.locator('.withdrawal')).toHaveAttribute('data-state', 'refused');
    await expect(this.enrolment.getByRole('alert')).toContainText(text);
  }
}
