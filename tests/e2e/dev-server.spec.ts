import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import { ALL_TYPES, CentrePage } from './models/centre.model.ts';
import { DevServer } from './models/dev-server.model.ts';
import { E2E_PORT, SANDBOX_API_PORTS } from './playwright.config.ts';

/**
 * `npm run dev` against this suite's sandbox: Vite's dev server, React in development mode and
 * StrictMode (every view mounted twice), the same screens as the build. Issue 18: the centre
 * said "The activities could not be loaded" and an activity's detail failed.
 */

/** Beside this suite's sandbox (+0…+3) and below the fault suite's (+10…+13). */
const DEV_PORT_OFFSET = 5;

let dev: DevServer;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  dev = await DevServer.start({
    port: E2E_PORT + DEV_PORT_OFFSET,
    sandbox: { PORT: String(E2E_PORT), API_PORTS: SANDBOX_API_PORTS },
  });
});

test.afterAll(() => dev?.stop());

test('the dev server shows the centre with every type and an activity, under StrictMode', async ({
  page,
  errors,
}) => {
  // The first page compiles the app's modules on demand.
  test.setTimeout(150_000);
  const centre = new CentrePage(page);
  await page.goto(`${dev.url}/`);
  await expect(centre.root).toHaveAttribute('data-state', /ready|failed/, { timeout: 120_000 });
  await centre.seeReady();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // A screenful of cards comes first, the rest in a drawing of their own right after.
  await expect.poll(() => centre.typesShown()).toEqual(ALL_TYPES);

  const activity = new ActivityPage(page);
  await page.getByRole('link', { name: 'BTC Trading Sprint' }).click();
  await activity.seeReady();
  await activity.seeTitle('BTC Trading Sprint');
  await expect(page.getByText('We couldn’t load this campaign')).toHaveCount(0);
  expect(errors).toEqual([]);
});
