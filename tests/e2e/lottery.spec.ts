import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { CentrePage } from './models/centre.model.ts';
import { watchConsole } from './models/console.ts';
import { SessionFlow } from './models/session.model.ts';

test('a trader draws in the live lucky draw and the draw verifies', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/login');
  await new SessionFlow(page).loginAs('trader@demo.test');
  const centre = new CentrePage(page);
  await centre.seeReady();
  await centre.filterBy('Stage', 'Live');
  await centre.filterBy('Activity type', /Lucky draw/);
  await centre.cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/activity\/\d+$/);

  const panel = page.locator('[data-slot="lottery"]');
  const drawsLeft = panel.getByText('Draws left');
  await expect(drawsLeft).toBeVisible();
  await panel.getByRole('button', { name: 'Draw', exact: true }).click();
  await expect(panel.getByText(/You won: /)).toBeVisible();
  await expect(panel.getByText('Verified', { exact: false }).first()).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  expect(errors).toEqual([]);
});
