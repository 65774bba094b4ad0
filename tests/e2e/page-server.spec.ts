import { expect, test } from './fixtures.ts';
import { CentrePage } from './models/centre.model.ts';
import { PageServerProcess } from './models/page-server.model.ts';
import { SessionFlow } from './models/session.model.ts';
import { E2E_PORT, SANDBOX_API_PORTS } from './playwright.config.ts';

/**
 * `npm run serve` deployed on an origin of its own, with this suite's sandbox as the configured
 * exchange (use pass 2, finding 3): Log in led to the app's "Page not found", and every image of
 * the exchange (its paths) was asked of the page server and 404ed. The README's variables, the
 * two that name the exchange's login page and assets, and CONNECT_SRC for the sandbox's API
 * hosts, which are under no main domain (tests/unit/server/csp.test.ts checks what the policy
 * derives from API_ORIGIN, MAIN_DOMAIN and the build alone).
 */

/** Beside this suite's sandbox (+0…+3) and its dev server (+5), below the fault suite's (+10). */
const PAGE_SERVER_PORT_OFFSET = 7;
const EXCHANGE = `http://127.0.0.1:${E2E_PORT}`;

let server: PageServerProcess;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  server = await PageServerProcess.start({
    port: E2E_PORT + PAGE_SERVER_PORT_OFFSET,
    // The build this suite's sandbox serves.
    distDir: process.env.E2E_DIST_DIR ?? `.data/e2e-${E2E_PORT}/dist`,
    env: {
      API_ORIGIN: EXCHANGE,
      LOGIN_PAGE: `${EXCHANGE}/login`,
      ASSET_ORIGIN: EXCHANGE,
      // The sandbox's API hosts are *.localhost, under no domain an exchange would name in
      // MAIN_DOMAIN (https only): they are the hosts of another domain CONNECT_SRC is for.
      CONNECT_SRC: SANDBOX_API_PORTS.split(',')
        .flatMap((port) => [`http://*.localhost:${port}`, `ws://*.localhost:${port}`])
        .join(' '),
    },
  });
});

test.afterAll(() => server?.stop());

/**
 * The page as a deployment builds it: the mirrors at the exchange's addresses (the suite's
 * build names them as paths, which the page server does not serve), and the browser kept off
 * the build's built-in hosts, the default sandbox's (tests/tools/e2e-build.mjs).
 */
test.beforeEach(async ({ page }) => {
  await page.route(`${server.url}/mirrors/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${EXCHANGE}${url.pathname}` }) });
  });
  await page.route(
    (url) => /^808[0-4]$/.test(url.port),
    (route) => route.abort('connectionrefused'),
  );
});

test("Log in on the page server's page goes to the exchange's login page", async ({ page }) => {
  await page.goto(`${server.url}/activity/8`);
  const session = new SessionFlow(page);
  const logIn = session.account.getByRole('button', { name: 'Log in', exact: true });
  await expect(session.account).toHaveAttribute('data-state', 'anonymous');
  await logIn.click();
  await expect(page).toHaveURL(
    `${EXCHANGE}/login?redirect=${encodeURIComponent(`${server.url}/activity/8`)}`,
  );
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
});

test("the exchange's images load on the page server's page, its calls pass the CSP", async ({
  page,
}) => {
  const csp: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) csp.push(message.text());
  });
  const centre = new CentrePage(page);
  await page.goto(`${server.url}/`);
  await centre.seeReady();
  const banner = page.locator('img.banner-image');
  await expect(banner).toHaveAttribute('src', new RegExp(`^${EXCHANGE}/`));
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const card = page.locator('img.activity-image').first();
  await expect(card).toHaveAttribute('src', new RegExp(`^${EXCHANGE}/`));
  expect(csp).toEqual([]);
});
