import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CentrePage } from './models/centre.model.ts';
import { FirstViewPage } from './models/first-view.model.ts';

/*
 * The first view's buttons show before the app's scripts have run (seconds on a slow phone). A
 * tap on one then is not lost: the page's inline script keeps the latest, marked as taken, and
 * the app clicks it again once React has hydrated the page (first-view/start-after-paint.ts,
 * src/app/first-tap.ts).
 */

/** Holds every script of the page (the app's entry first of all) until `release` is called. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** Console errors and uncaught errors (a hydration mismatch shows there). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * How long the app may take to come once its scripts are let through: it starts from nothing
 * then, and with two lanes of browsers on 2 cores that took 3-6 s.
 */
const APP_START = { timeout: 15_000 };

const stageChip = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Stage' }).getByRole('radio', { name });

/**
 * Opens the centre with its scripts held and taps the stage chip named `chip`: what the first
 * view alone does with the tap. `release` lets the app come.
 */
async function tapBeforeLive(page: Page, chip: string) {
  const errors = errorsOf(page);
  const release = await holdScripts(page);
  const centre = new CentrePage(page);
  // Its load waits for the held entry: the first view is there before.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // Without it there is nothing to tap: say so, rather than wait for a chip that cannot come.
  expect(await new FirstViewPage(page).hasFirstView(), 'the centre came with its first view').toBe(
    true,
  );
  const tapped = stageChip(page, chip);
  await tapped.click();
  // Taken, and shown as taken, while the app is not there to act on it.
  await expect(tapped).toHaveAttribute('data-pending', '');
  return { errors, release, centre, tapped };
}

test('a stage chip tapped before the app is live filters the list once it is', async ({ page }) => {
  const { errors, release, centre, tapped: live } = await tapBeforeLive(page, 'Live');
  await expect(live).toHaveAttribute('aria-checked', 'false');
  expect(await centre.stagesShown()).toEqual(['FINISHED', 'IN_PROGRESS', 'NOT_START']);

  release();
  await expect(live).toHaveAttribute('aria-checked', 'true', APP_START);
  await expect(live).not.toHaveAttribute('data-pending');
  expect(await centre.stagesShown()).toEqual(['IN_PROGRESS']);
  expect(errors).toEqual([]);
});

test('of two taps before the app is live, the latest acts', async ({ page }) => {
  const { errors, release, centre } = await tapBeforeLive(page, 'Live');
  await stageChip(page, 'Upcoming').click();
  await expect(page.locator('[data-pending]')).toHaveCount(1);

  release();
  await expect(stageChip(page, 'Upcoming')).toHaveAttribute('aria-checked', 'true', APP_START);
  await expect(page.locator('[data-pending]')).toHaveCount(0);
  await expect(stageChip(page, 'Live')).toHaveAttribute('aria-checked', 'false');
  expect(await centre.stagesShown()).toEqual(['NOT_START']);
  expect(errors).toEqual([]);
});

test('a tapped chip the app no longer offers is not clicked once it is live', async ({ page }) => {
  const { errors, release, centre, tapped: live } = await tapBeforeLive(page, 'Live');
  // As the app's drawing could leave it: not to be used. (React keeps an attribute it does not
  // draw itself as it is.)
  await live.evaluate((chip) => chip.setAttribute('aria-disabled', 'true'));

  release();
  await expect(live).not.toHaveAttribute('data-pending', APP_START);
  await expect(page.locator('.account')).not.toHaveAttribute('data-state', 'starting');
  await expect(live).toHaveAttribute('aria-checked', 'false');
  expect(await centre.stagesShown()).toEqual(['FINISHED', 'IN_PROGRESS', 'NOT_START']);
  expect(errors).toEqual([]);
});

test('a link used after a tap navigates by itself, and the tap before it is dropped', async ({
  page,
}) => {
  const { errors, release, centre, tapped: live } = await tapBeforeLive(page, 'Live');
  // The skip link, from the keyboard: a link's own navigation, the user's latest intent.
  await page.locator('.skip-link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(live).not.toHaveAttribute('data-pending');

  release();
  await expect(page.locator('.account')).not.toHaveAttribute('data-state', 'starting', APP_START);
  await expect(live).toHaveAttribute('aria-checked', 'false');
  expect(await centre.stagesShown()).toEqual(['FINISHED', 'IN_PROGRESS', 'NOT_START']);
  expect(errors).toEqual([]);
});

test.describe('as static files (no page server)', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.setFirstView(false);
  });
  test.afterEach(async ({ sandbox }) => {
    await sandbox.setFirstView(true);
  });

  // The static shell's one button before the list comes: the header's language menu, here on
  // a right-to-left page.
  test("the /ar/ shell's language menu tapped before the app is live opens once it is", async ({
    page,
  }) => {
    const errors = errorsOf(page);
    const release = await holdScripts(page);
    // Its load waits for the held entry: the shell is there before.
    await page.goto('/ar/', { waitUntil: 'domcontentloaded' });
    const trigger = page.locator('.language-trigger');
    await trigger.click();
    await expect(trigger).toHaveAttribute('data-pending', '');
    await expect(page.getByRole('menu')).toHaveCount(0);

    release();
    await expect(page.getByRole('menu')).toBeVisible(APP_START);
    await expect(page.locator('[data-pending]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
