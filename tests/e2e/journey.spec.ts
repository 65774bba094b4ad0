import { SESSION_COOKIE_NAME } from '../../src/domain/session.ts';
import { expect, test } from './fixtures.ts';
import { ALL_TYPES, CentrePage } from './models/centre.model.ts';
import { SessionFlow } from './models/session.model.ts';

test('a visitor sees every activity type with its stage and a live countdown', async ({
  page,
  errors,
}) => {
  const centre = new CentrePage(page);
  await centre.open('/');
  expect(await centre.typesShown()).toEqual(ALL_TYPES);
  expect(await centre.stagesShown()).toEqual(['FINISHED', 'IN_PROGRESS', 'NOT_START']);
  const countdown = centre.countdownIn('IN_PROGRESS');
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before ?? '', { timeout: 3000 });
  await expect(page.locator('.banner-carousel img').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a trader narrows the centre to live activities, then to one type', async ({
  page,
  errors,
}) => {
  const centre = new CentrePage(page);
  await centre.open('/');
  await centre.filterBy('Stage', 'Live');
  expect(await centre.stagesShown()).toEqual(['IN_PROGRESS']);
  await centre.filterBy('Activity type', /Lucky draw/);
  expect(await centre.typesShown()).toEqual(['Lottery']);
  await expect(centre.cards).toHaveCount(1);
  await centre.filterBy('Stage', 'All stages');
  await expect(centre.cards).toHaveCount(3);
  expect(errors).toEqual([]);
});

test('the centre works under the en locale prefix', async ({ page, errors }) => {
  const centre = new CentrePage(page);
  await centre.open('/en/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await centre.typesShown()).toEqual(ALL_TYPES);
  expect(errors).toEqual([]);
});

test('a trader logs in on /login, comes back logged in, and logs out', async ({
  page,
  context,
  errors,
}) => {
  const centre = new CentrePage(page);
  const session = new SessionFlow(page);
  await centre.open('/');
  await session.seeVisitor();
  await session.startLogin();
  await session.loginAs('trader@demo.test');
  await centre.seeReady();
  await session.seeSignedIn('Ada Trader');

  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE_NAME);
  expect(cookie).toMatchObject({ secure: true, sameSite: 'Lax', httpOnly: false });
  // SPEC §9: the token cookie lives 365 days.
  expect(Math.round((cookie!.expires - Date.now() / 1000) / 86_400)).toBe(365);

  await session.logout();
  expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE_NAME)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('switching the language to Arabic mirrors the layout', async ({ page, errors }) => {
  const centre = new CentrePage(page);
  await centre.open('/');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/$/);
  await centre.seeReady();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Mirrored: the brand sits at the right edge, and the carousel's arrows are flipped.
  const brand = await page.locator('.brand').boundingBox();
  const viewport = page.viewportSize()!;
  expect(brand!.x + brand!.width).toBeGreaterThan(viewport.width / 2);
  const arrow = page.locator('.banner-controls .flip-rtl').first();
  expect(await arrow.evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');
  expect(errors).toEqual([]);
});
