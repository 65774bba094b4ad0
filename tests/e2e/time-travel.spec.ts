import { expect, test } from './fixtures.ts';
import { CentrePage } from './models/centre.model.ts';
import { SandboxControl } from './models/sandbox-control.model.ts';

test.afterEach(async ({ request, baseURL }) => {
  await new SandboxControl(request, baseURL!).moveClock('real');
});

test('time travel moves an activity from upcoming to live to ended, without a reload', async ({
  page,
  request,
  baseURL,
  errors,
}) => {
  const control = new SandboxControl(request, baseURL!);
  const centre = new CentrePage(page);
  await centre.open('/');
  const upcoming = centre.cards.and(page.locator('[data-stage="NOT_START"]')).first();
  const titleId = await upcoming.getAttribute('aria-labelledby');
  const [start, end] = await upcoming
    .locator('time[datetime]')
    .evaluateAll((els) => els.slice(0, 2).map((e) => Date.parse(e.getAttribute('datetime') ?? '')));
  const card = page.locator(`article[aria-labelledby="${titleId}"]`);

  await control.moveClock(start! + 1000);
  await expect(card).toHaveAttribute('data-stage', 'IN_PROGRESS');
  await expect(card.getByText('Ends in')).toBeVisible();

  await control.moveClock(end! + 1000);
  await expect(card).toHaveAttribute('data-stage', 'FINISHED');
  expect(errors).toEqual([]);
});
