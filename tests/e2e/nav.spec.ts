import { expect, test } from './fixtures.ts';
import { DialogSamples } from './models/a11y.model.ts';
import { NavBar } from './models/nav.model.ts';
import { SessionFlow } from './models/session.model.ts';
import { ShellPage } from './models/shell.model.ts';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

const heading = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

for (const size of WIDTHS) {
  test(`a trader finds My rewards and the inbox from the navigation on a ${size.name} (${size.width} px)`, async ({
    page,
    errors,
  }) => {
    await page.setViewportSize(size);
    const nav = new NavBar(page);
    await new SessionFlow(page).logIn('trader@demo.test', '/');
    await nav.seeDestinations(['Activity centre', 'My rewards', 'Inbox']);
    await nav.lacks('Agent dashboard');
    await nav.seeCurrent('Activity centre');

    await nav.go('My rewards');
    await expect(heading(page, 'My rewards')).toBeVisible();
    await nav.seeCurrent('My rewards');

    await nav.go('Inbox');
    await expect(heading(page, 'Inbox')).toBeVisible();
    await nav.seeCurrent('Inbox');

    await nav.go('Activity centre');
    await nav.seeCurrent('Activity centre');
    expect(errors).toEqual([]);
  });

  test(`an agent finds the dashboard from the navigation on a ${size.name} (${size.width} px)`, async ({
    page,
    errors,
  }) => {
    await page.setViewportSize(size);
    const nav = new NavBar(page);
    await new SessionFlow(page).logIn('agent@demo.test', '/');
    await nav.seeDestinations(['Activity centre', 'My rewards', 'Agent dashboard', 'Inbox']);
    await nav.go('Agent dashboard');
    await expect(heading(page, 'Agent dashboard')).toBeVisible();
    await nav.seeCurrent('Agent dashboard');
    expect(errors).toEqual([]);
  });

  test(`a visitor is offered the centre and My rewards, not the inbox, on a ${size.name}`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const nav = new NavBar(page);
    await page.goto('/');
    await nav.seeDestinations(['Activity centre', 'My rewards']);
    await nav.lacks('Inbox');
    await nav.lacks('Agent dashboard');
    await nav.go('My rewards');
    await expect(heading(page, 'My rewards')).toBeVisible();
  });
}

test('the navigation is reached and followed with the keyboard', async ({ page }) => {
  const nav = new NavBar(page);
  await new SessionFlow(page).logIn('trader@demo.test', '/');
  await nav.goByKeyboard('My rewards');
  await nav.seeCurrent('My rewards');
  await nav.goByKeyboard('Inbox');
  await nav.seeCurrent('Inbox');
});

test('an activity and a message mark their section, not a page', async ({ page }) => {
  const nav = new NavBar(page);
  await new SessionFlow(page).logIn('trader@demo.test', '/activity/1');
  await expect(nav.link('Activity centre')).toHaveAttribute('aria-current', 'true');
  await expect(nav.nav.locator('[aria-current="page"]')).toHaveCount(0);
});

test('the links keep the locale prefix of the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await new SessionFlow(page).logIn('trader@demo.test', '/vi/');
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link')).toHaveCount(3);
  for (const link of await nav.getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^\/vi\//);
  }
  await nav.locator('a[href="/vi/rewards"]').click();
  await expect(page).toHaveURL((url) => url.pathname === '/vi/rewards');
  await expect(nav.locator('a[href="/vi/rewards"]')).toHaveAttribute('aria-current', 'page');
});

for (const locale of ['en', 'es', 'es-ES', 'ar', 'de', 'fr', 'uk'] as const) {
  test(`the brand is whole beside the controls at 375 px in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await new SessionFlow(page).logIn('trader@demo.test', `/${locale}/`);
    await new SessionFlow(page).seeSignedIn('Ada Trader');
    await expect(page.locator('.centre')).toHaveAttribute('data-state', 'ready');
    const brand = page.locator('.app-header .brand');
    await expect(brand).toBeVisible();
    expect(await NavBar.isWhole(brand)).toBe(true);
    const brandBox = await brand.boundingBox();
    const languageBox = await page.locator('.language-trigger').boundingBox();
    if (!brandBox || !languageBox) throw new Error('the header is not drawn');
    // The brand and the language button do not overlap, whichever side or row each is on.
    const apart =
      brandBox.x + brandBox.width <= languageBox.x + 1 ||
      languageBox.x + languageBox.width <= brandBox.x + 1 ||
      brandBox.y + brandBox.height <= languageBox.y + 1 ||
      languageBox.y + languageBox.height <= brandBox.y + 1;
    expect(apart).toBe(true);
    expect(brandBox.x).toBeGreaterThanOrEqual(0);
    expect(brandBox.x + brandBox.width).toBeLessThanOrEqual(375);
  });
}

test('the language a user picks opens the next address that names none', async ({ page }) => {
  await page.goto('/rewards');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Language English' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/ar/rewards');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  // Unprefixed: the picked language, under its prefix.
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname === '/ar/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // An explicit prefix or ?locale= still wins.
  await page.goto('/de/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto('/?locale=vi');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  // Picking English again is remembered too.
  await page.goto('/ar/');
  // The server's page shows the menu's button before the app has hydrated it: a click that
  // early opens nothing, so the test clicks once the account has left its server-side state.
  await expect(page.locator('.account')).not.toHaveAttribute('data-state', 'starting');
  await page.locator('.language-trigger').click();
  await page.getByRole('menuitem', { name: 'English', exact: true }).click();
  await page.goto('/inbox');
  await expect(page).toHaveURL((url) => url.pathname === '/en/inbox');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the language button is named by the language it shows', async ({ page }) => {
  await page.goto('/ar/');
  await expect(page.locator('.language-trigger')).toHaveAccessibleName('اللغة العربية');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.locator('.language-trigger')).toHaveAccessibleName('اللغة AR');
});

test('the tr-TR tip is dragged with a mouse over a link, and the link is not followed', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.open('/tr-TR/');
  const link = page.locator('main a[href*="/activity/"]').first();
  const target = await link.boundingBox();
  if (!target) throw new Error('no activity link on the centre');
  // The tip is put so that its handle lies on the link.
  await page.evaluate(
    ({ x, y }) => localStorage.setItem('translationTip:position', JSON.stringify({ x, y })),
    { x: Math.round(target.x + 4), y: Math.round(target.y + 4) },
  );
  await shell.open('/tr-TR/');
  await expect(shell.tip).toBeVisible();
  const before = await shell.tipPosition();
  const handle = await shell.tipHandle().boundingBox();
  if (!handle) throw new Error('no handle');
  const start = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // One quick move: the pointer is over the link, well off the handle, before the tip follows.
  await page.mouse.move(start.x + 80, start.y + 60);
  await page.mouse.up();
  await expect.poll(() => shell.tipPosition()).toEqual({ x: before.x + 80, y: before.y + 60 });
  await expect(page).toHaveURL((url) => url.pathname === '/tr-TR/');
});

test('the dialogs take the size their content needs, within the SPEC sizes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.locator('.centre')).toHaveAttribute('data-state', 'ready');
  const samples = new DialogSamples(page);
  await samples.reveal();
  for (const [kind, most] of [
    ['success', { width: 750, height: 530 }],
    ['confirm', { width: 500, height: 900 }],
    ['error', { width: 400, height: 900 }],
  ] as const) {
    await samples.open(kind);
    const box = await page.locator('.modal').boundingBox();
    if (!box) throw new Error(`no ${kind} dialog`);
    expect(box.width, `${kind} dialog width`).toBeLessThanOrEqual(most.width);
    expect(box.height, `${kind} dialog height`).toBeLessThanOrEqual(most.height);
    // A sentence and a button: no mostly empty box (the success dialog was 750 × 530).
    expect(box.height, `${kind} dialog height`).toBeLessThan(400);
    await samples.close();
  }
});
