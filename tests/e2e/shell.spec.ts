import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './models/a11y.model.ts';
import { ShellPage } from './models/shell.model.ts';

async function expectNoAxeViolations(page: Page) {
  const results = await axeViolations(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('six quick clicks on the brand reveal the debug label with the app facts', async ({
  page,
  errors,
}) => {
  const shell = new ShellPage(page);
  await shell.open('/');
  // Five quick clicks are not enough (SPEC §2: more than 5).
  await shell.clickBrandQuickly(5);
  await expect(shell.debugPanel).toBeHidden();
  await page.waitForTimeout(300);
  await shell.revealDebugLabel();
  await expect(shell.debugFact('App version')).toHaveText('1.1.0');
  await expect(shell.debugFact('Language')).toHaveText('en');
  await expect(shell.debugFact('Gateway')).toHaveText('Public (visitor)');
  await expect(shell.debugFact('In the app')).toHaveText('No, in a browser');
  await expect(shell.debugFact('API host')).toContainText(/ms\)$/);
  await expectNoAxeViolations(page);
  await shell.hideDebugLabel();
  expect(errors).toEqual([]);
});

test('a success dialog counts 5 s down and closes itself', async ({ page, errors }) => {
  await page.clock.install();
  const shell = new ShellPage(page);
  await shell.open('/');
  await shell.revealDebugLabel();
  await shell.pauseClock();
  await shell.trySample('Success dialog');
  await shell.seeDialog('success', 'Done');
  await expect(shell.dialog).toContainText('You have joined the activity.');
  await expect(shell.dialog).toContainText('Closes in 5 s');
  await page.clock.runFor(1000);
  await expect(shell.dialog).toContainText('Closes in 4 s');
  await page.clock.runFor(3000);
  await expect(shell.dialog).toContainText('Closes in 1 s');
  await page.clock.runFor(1000);
  await expect(shell.dialogHost).toHaveAttribute('data-state', 'closed');
  await expect(shell.dialog).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a question is answered by confirm or cancel, and a countdown shows hh:mm:ss', async ({
  page,
  errors,
}) => {
  // Four dialogs, three answers and two axe audits: about 25 s on a quiet 2-core machine, past
  // the 30 s default with three browser lanes on two cores (CI).
  test.slow();
  const shell = new ShellPage(page);
  await shell.open('/');
  await shell.revealDebugLabel();

  await shell.trySample('Question');
  await shell.seeDialog('confirming', 'Go on?');
  await expectNoAxeViolations(page);
  await shell.answer('Confirm');
  await expect(shell.toast('You confirmed.')).toBeVisible();
  await expectNoAxeViolations(page);

  await shell.trySample('Question');
  await shell.answer('Cancel');
  await expect(shell.toast('You cancelled.')).toBeVisible();

  // Escape on a question counts as cancel: pressed once the question is shown and holds the
  // focus, as a user would (pressed while the dialog's part was still loading, it reached no
  // dialog and the question then stayed open: once in CI).
  await shell.trySample('Question');
  await shell.seeDialog('confirming', 'Go on?');
  await expect
    .poll(() => shell.dialog.evaluate((d) => d.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(shell.dialogHost).toHaveAttribute('data-state', 'closed');
  await expect(shell.toast('You cancelled.')).toHaveCount(2);

  await shell.trySample('Countdown');
  await shell.seeDialog('countdown', 'Offer ends soon');
  await expect(shell.dialog.locator('time')).toHaveText(/^01:01:0[0-5]$/);
  await expect(shell.dialog.locator('time')).toHaveAttribute('dir', 'ltr');
  expect(errors).toEqual([]);
});

for (const { width, placement } of [
  { width: 1280, placement: 'bottom-right' },
  { width: 375, placement: 'top' },
] as const) {
  test(`a notification sits ${placement} at ${width} px and hides itself after 3 s`, async ({
    page,
    errors,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.clock.install();
    const shell = new ShellPage(page);
    await shell.open('/');
    await shell.revealDebugLabel();
    await shell.pauseClock();
    await shell.trySample('Notification');
    const toast = shell.toast('It hides itself after 3 seconds.');
    await expect(toast).toBeVisible();
    await expect(shell.toastHost).toHaveAttribute('data-state', 'showing');
    const box = await toast.boundingBox();
    if (!box) throw new Error('no toast box');
    if (placement === 'top') {
      expect(box.y).toBeLessThan(40);
      expect(box.width).toBeGreaterThan(width - 40);
    } else {
      expect(width - (box.x + box.width)).toBeLessThanOrEqual(24);
      expect(800 - (box.y + box.height)).toBeLessThanOrEqual(24);
    }
    await page.clock.runFor(2900);
    await expect(toast).toBeVisible();
    // 3000 ms shown, then its 300 ms leave.
    await page.clock.runFor(500);
    await expect(toast).toHaveCount(0);
    await expect(shell.toastHost).toHaveAttribute('data-state', 'idle');
    expect(errors).toEqual([]);
  });
}

test('the tr-TR translation tip moves by keyboard, keeps its place, and shows the original', async ({
  page,
  errors,
}) => {
  const shell = new ShellPage(page);
  await shell.open('/tr-TR/');
  await expect(shell.tip).toHaveAttribute('data-state', 'translated');
  const start = await shell.tipPosition();
  await shell.nudgeTip('ArrowLeft', 3);
  await shell.nudgeTip('ArrowUp', 2);
  await expect.poll(() => shell.tipPosition()).toEqual({ x: start.x - 30, y: start.y - 20 });
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.locator('.centre')).toHaveAttribute('data-state', 'ready');
  expect(await shell.tipPosition()).toEqual({ x: start.x - 30, y: start.y - 20 });

  const nav = page.getByRole('navigation').getByRole('link').first();
  const translated = await nav.textContent();
  await shell.tipAction('Show original');
  await expect(shell.tip).toHaveAttribute('data-state', 'original');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(nav).toHaveText('Activity centre');
  // The page's language is still Turkish: the language button says so in the original too.
  await expect(page.locator('.language-name')).toHaveText('Türkçe');
  await expect(page.locator('.language-name')).toHaveAttribute('lang', 'tr-TR');
  await shell.tipAction('Translate');
  await expect(shell.tip).toHaveAttribute('data-state', 'translated');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr-TR');
  await expect(nav).toHaveText(translated ?? '');
  expect(errors).toEqual([]);
});

test('the translation tip is only on tr-TR pages', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('/');
  await expect(shell.tip).toHaveCount(0);
});

test('the page title and description follow the route', async ({ page, errors }) => {
  const shell = new ShellPage(page);
  await shell.open('/');
  await expect(page).toHaveTitle('Activity Centre | Sandbox Exchange');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Trading competitions/,
  );
  expect(errors).toEqual([]);
});
