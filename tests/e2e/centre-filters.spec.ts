import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import { CentrePage } from './models/centre.model.ts';
import { FirstViewPage } from './models/first-view.model.ts';
import { SessionFlow } from './models/session.model.ts';

/*
 * The centre keeps its stage and type filters in the address, as My rewards keeps its own
 * (?stage=…&type=…): Back from an activity, a reload and a shared link show the same list
 * (use pass 2, finding 6).
 */

/** Ended lucky draws: one in the sandbox's seed, the Daily Lucky Draw of last week (RULES.md). */
const ENDED_DRAWS = '/?stage=FINISHED&type=5';

test('Back from an activity and a reload keep the centre’s stage and type', async ({
  page,
  errors,
}) => {
  await page.goto('/login?redirect=%2F');
  await new SessionFlow(page).loginAs('trader@demo.test');
  const centre = new CentrePage(page);
  await centre.seeReady();
  await centre.filterBy('Stage', 'Ended');
  await centre.filterBy('Activity type', /Lucky draw/);
  await expect(page).toHaveURL(/\/\?stage=FINISHED&type=5$/);
  await expect(centre.cards).toHaveCount(1);

  await centre.openFirstActivity();
  await new ActivityPage(page).seeReady();
  await page.goBack();
  await centre.seeReady();
  await expect(centre.chosen('Stage')).toHaveText('Ended');
  await expect(centre.chosen('Activity type')).toHaveText(/Lucky draw/);
  await expect(centre.cards).toHaveCount(1);
  expect(await centre.stagesShown()).toEqual(['FINISHED']);
  expect(await centre.typesShown()).toEqual(['Lottery']);

  await page.reload();
  await centre.seeReady();
  await expect(centre.chosen('Stage')).toHaveText('Ended');
  await expect(centre.chosen('Activity type')).toHaveText(/Lucky draw/);
  await expect(centre.cards).toHaveCount(1);

  // Back to all: the address names no filter again.
  await centre.filterBy('Stage', 'All stages');
  await centre.filterBy('Activity type', 'All types');
  await expect(page).toHaveURL(/\/$/);
  await expect(centre.cards).toHaveCount(27);
  expect(errors).toEqual([]);
});

test('a shared link opens the centre filtered, and a value it does not know lists all', async ({
  page,
  errors,
}) => {
  const centre = new CentrePage(page);
  await centre.open('/?stage=NOT_START&type=bogus&locale=en');
  await expect(centre.chosen('Stage')).toHaveText('Upcoming');
  await expect(centre.chosen('Activity type')).toHaveText('All types');
  expect(await centre.stagesShown()).toEqual(['NOT_START']);
  // The parameters it does not own stay in the address.
  await centre.filterBy('Stage', 'Live');
  await expect(page).toHaveURL(/[?&]locale=en(&|$)/);
  await expect(page).toHaveURL(/[?&]stage=IN_PROGRESS(&|$)/);

  await centre.open('/?stage=SOON&type=4');
  await expect(centre.chosen('Stage')).toHaveText('All stages');
  await expect(centre.chosen('Activity type')).toHaveText('All types');
  await expect(centre.cards).toHaveCount(27);
  expect(errors).toEqual([]);
});

test('the server draws the filtered centre the address names, and it hydrates as drawn', async ({
  page,
}) => {
  const view = new FirstViewPage(page);
  const result = await view.openAndHydrate(ENDED_DRAWS);
  expect(await view.hasFirstView()).toBe(true);
  expect(result.errors).toEqual([]);
  expect(result.kept).toEqual({ heading: true, content: true });
  const centre = new CentrePage(page);
  await expect(centre.chosen('Stage')).toHaveText('Ended');
  await expect(centre.cards).toHaveCount(1);
  expect(view.calls).toEqual([]);
});
