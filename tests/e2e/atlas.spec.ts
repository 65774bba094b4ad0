import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeAtlas } from '../tools/write-atlas.ts';
import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import { AtlasPage, StaticAtlas } from './models/atlas.model.ts';
import { SessionFlow } from './models/session.model.ts';

/** Every machine of machines/, by the id its file name gives (`task-list` → `taskList`). */
const MACHINE_IDS = readdirSync(path.resolve(import.meta.dirname, '../../machines'))
  .filter((file) => file.endsWith('.machine.ts'))
  .map((file) =>
    file.replace('.machine.ts', '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
  )
  .sort();

/** The live TeamTrading activity, which Ada has not joined, and her sprint with a task to claim. */
const TEAM_RACE = '/activity/14';
const SPRINT = '/activity/5';
const READY_TASK = 'Trade 10,000 USDT of futures';

test('the atlas lists every machine of machines/ and draws each one', async ({ page }) => {
  test.setTimeout(90_000);
  const atlas = new AtlasPage(page);
  await atlas.open();
  expect(await atlas.machineNames()).toEqual(MACHINE_IDS);
  for (const machineId of MACHINE_IDS) {
    await atlas.show(machineId);
    // Its states, the root included, each with the id the app's inspection reports.
    await expect(atlas.state(machineId)).toHaveCount(1);
    expect(await atlas.diagram.locator('[data-state-id]').count()).toBeGreaterThan(1);
  }
});

test('a machine has an address, opens fitted, zooms, and is searched down to a state to share', async ({
  page,
}) => {
  const atlas = new AtlasPage(page);
  await atlas.open({ machine: 'activityApply' });
  await atlas.seeDiagramOf('activityApply');
  // The whole diagram, its initial state included, in the window; the page no wider than it.
  await atlas.seeWholeDiagram();
  await atlas.seePageFitsWindow();
  const fitted = await atlas.scale();
  expect(fitted).toBeLessThan(1);

  await atlas.frame.focus();
  await page.keyboard.press('+');
  await expect.poll(() => atlas.scale()).toBeGreaterThan(fitted);
  await page.getByRole('button', { name: 'Fit' }).click();
  await expect.poll(() => atlas.scale()).toBeCloseTo(fitted, 3);

  // Guards read as expressions and actions are drawn on the edge they belong to.
  await atlas.search('mustDownload');
  await expect(atlas.results).toHaveCount(1);
  await expect(atlas.results).toContainText('visitor → visitor');
  await expect(atlas.results).toContainText(
    'activity.apply [isOpen and mustDownload] / goToDownload',
  );

  await atlas.search('notApplied');
  await atlas.results.filter({ hasText: 'settled.standing.notApplied' }).first().click();
  await expect(atlas.state('activityApply.settled.standing.notApplied')).toHaveClass(/\bfocused\b/);
  await expect(page).toHaveURL(/\/_machines\/activityApply#settled\.standing\.notApplied$/);

  // The shared address opens the same machine on the same state.
  const shared = page.url();
  await page.goto('about:blank');
  await page.goto(shared);
  await atlas.seeDiagramOf('activityApply');
  await expect(atlas.state('activityApply.settled.standing.notApplied')).toHaveClass(/\bfocused\b/);

  await atlas.show('task');
  await expect(page).toHaveURL(/\/_machines\/task$/);
  await page.goBack();
  await atlas.seeDiagramOf('activityApply');
});

test('the static copy zooms, searches and opens a state by its address, from disk', async ({
  page,
}) => {
  // Written here as `npm run atlas` writes it (laying out every machine takes a while), then
  // one page draws all the machines: a few seconds to open on a busy machine.
  test.setTimeout(120_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'atlas-'));
  await writeAtlas(folder);
  const copy = new StaticAtlas(page);
  await copy.open(path.join(folder, 'index.html'), '#activityApply.settled.standing.applied');
  await expect(copy.state('activityApply.settled.standing.applied')).toHaveClass(/\bfocused\b/);
  expect(await copy.scale('activityApply')).toBeGreaterThan(0);
  await copy
    .section('activityApply')
    .getByText(/^Transitions \(\d+\)$/)
    .click();
  await expect(
    copy
      .section('activityApply')
      .getByRole('row')
      .filter({ hasText: 'isOpen and mustDownload' })
      .filter({ hasText: 'goToDownload' }),
  ).toHaveCount(1);

  await copy.searchBox.fill('announceApplied');
  await expect(copy.results.first()).toContainText('applying → settled.standing.applied');
  await copy.searchBox.fill('isOpen mustDownload');
  await expect(copy.results).toHaveCount(1);

  await copy.frame('task').scrollIntoViewIfNeeded();
  const before = await copy.scale('task');
  await copy.section('task').getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => copy.scale('task')).toBeGreaterThan(before);
  await copy.section('task').getByRole('button', { name: 'Fit' }).click();
  await expect.poll(() => copy.scale('task')).toBeCloseTo(before, 3);
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
});

test('with ?inspect, the atlas follows one actor: enrolling, then one task actor through a claim', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const atlas = new AtlasPage(page);
  await atlas.open({ machine: 'activityApply', live: true });
  await expect(page.getByText('Live: following the app in another tab.')).toBeVisible();

  const app = await context.newPage();
  const activity = new ActivityPage(app);
  await new SessionFlow(app).logIn('trader@demo.test', TEAM_RACE);
  await app.goto(`${TEAM_RACE}?inspect`);
  await activity.seeEnrolment('notApplied');
  await atlas.seeActive('activityApply.settled.standing.notApplied');

  await activity.enrol();
  await activity.seeEnrolled();
  await atlas.seeActive('activityApply.settled.standing.applied');
  await expect(atlas.state('activityApply.settled.standing.notApplied')).not.toHaveClass(
    /\bactive\b/,
  );
  await expect(atlas.lastTransition()).toHaveCount(1);

  await atlas.show('task');
  await expect(page).toHaveURL(/\/_machines\/task\?inspect$/);
  await app.goto(`${SPRINT}?inspect`);
  await activity.seeTaskState(READY_TASK, 'completed');
  // The page's task actors are told apart; follow the one that can be claimed.
  await expect.poll(() => atlas.followedActor().locator('option').count()).toBeGreaterThan(1);
  const followed = await atlas.followActor(/: completed/);
  await expect(atlas.current()).toHaveText(/^Now: completed/);
  // Only its states are lit: one chain of states, not one per task.
  await expect.poll(() => atlas.litLeaves()).toHaveLength(1);

  await activity.claim(READY_TASK);
  await activity.seeGranted(READY_TASK);
  await expect(atlas.followedActor()).toHaveValue(followed);
  await atlas.seeActive('task.granted');
  await expect(atlas.current()).toHaveText(/^Now: granted/);
  await expect(atlas.lastTransition()).toHaveCount(1);
  await expect(atlas.eventLog().filter({ hasText: 'task.claim' })).toHaveCount(1);

  // Its log goes back to the claim and before: where it was, and the transition it took.
  await atlas.eventLog().filter({ hasText: 'task.claim' }).click();
  await expect(atlas.current()).toHaveText(/^After step \d+: completed\.claiming/);
  await expect(atlas.state('task.granted')).not.toHaveClass(/\bactive\b/);
  await expect(atlas.lastTransition()).toHaveCount(1);
  await atlas.stepBack();
  await expect(atlas.current()).toHaveText(/^After step \d+: completed/);
  await expect(atlas.current()).not.toHaveText(/claiming/);
  await atlas.followLive();
  await atlas.seeActive('task.granted');
});
