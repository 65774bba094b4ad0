import { expect, test } from './fixtures.ts';
import { CentrePage } from './models/centre.model.ts';
import { SessionFlow } from './models/session.model.ts';

test('a trader saves the invite poster of an activity as an image', async ({ page, errors }) => {
  await new SessionFlow(page).logIn('trader@demo.test', '/');
  const centre = new CentrePage(page);
  await centre.seeReady();
  await centre.filterBy('Stage', 'Live');
  await centre.cards.first().getByRole('link').click();
  const share = page.locator('[data-slot="share"]');
  await expect(share.getByRole('button', { name: 'Save image' })).toBeEnabled();
  const download = page.waitForEvent('download');
  await share.getByRole('button', { name: 'Save image' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.png$/);
  expect(errors).toEqual([]);
});
