import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CentrePage } from './models/centre.model.ts';

/*
 * A file of the start that does not load (a flaky network, or a deployment that replaced the
 * files) leaves the first view on screen with nothing behind it. The page says so, in its own
 * language, and offers a reload (src/app/crash-notice.ts).
 */

/** Fails every request for the start's file `name` (main, vendor-views, mount). */
async function failStartFile(page: Page, name: string) {
  const file = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
  await page.route(file, (route) => route.abort('connectionreset'));
  return () => page.unroute(file);
}

/** How long the app may take to start: with two lanes of browsers on 2 cores, 3-6 s. */
const APP_START = { timeout: 15_000 };

test('when the views’ start file does not load, the page says so over its first view, and a reload starts it', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const restore = await failStartFile(page, 'mount');
  const centre = new CentrePage(page);
  await page.goto('/');

  const notice = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(notice).toBeVisible(APP_START);
  await expect(notice).toHaveAttribute('data-state', 'crashed');
  // The first view stays readable under it.
  expect((await centre.stagesShown()).length).toBeGreaterThan(0);
  expect(errors.some((text) => text.includes('The page could not start'))).toBe(true);

  await restore();
  await notice.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.locator('.account')).not.toHaveAttribute('data-state', 'starting', APP_START);
  await expect(page.locator('#crash-notice')).toHaveCount(0);
});

test("when React's file does not load on /ar/, the notice is in Arabic, right to left", async ({
  page,
}) => {
  await failStartFile(page, 'vendor-views');
  await page.goto('/ar/');
  const notice = page.locator('#crash-notice');
  await expect(notice).toBeVisible(APP_START);
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice.getByRole('heading')).toHaveText('حدث خطأ ما');
  await expect(notice.getByRole('button')).toHaveText('أعد تحميل الصفحة');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
});

test('on a phone, the notice leaves the bottom navigation free: its plain links still work', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await failStartFile(page, 'mount');
  await page.goto('/vi/');
  const notice = page.locator('#crash-notice');
  await expect(notice).toBeVisible(APP_START);
  const nav = page.locator('.bottom-nav');
  await expect(nav).toBeVisible();
  const noticeBox = await notice.boundingBox();
  const navBox = await nav.boundingBox();
  expect(noticeBox && navBox && noticeBox.y + noticeBox.height <= navBox.y).toBe(true);
});
