import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import { AtlasPage } from './models/atlas.model.ts';
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

test('with ?inspect, enrolling and claiming in the app move the highlight in the atlas', async ({
  page,
  context,
}) => {
  const atlas = new AtlasPage(page);
  await atlas.open({ machine: 'activityApply', live: true });
  await expect(page.getByText('Live: following the app in another tab.')).toBeVisible();

  const app = await context.newPage();
  const activity = new ActivityPage(app);
  await new SessionFlow(app).logInFromLoginPage('trader@demo.test', TEAM_RACE);
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
  await app.goto(`${SPRINT}?inspect`);
  await activity.seeTaskState(READY_TASK, 'completed');
  await activity.claim(READY_TASK);
  await activity.seeGranted(READY_TASK);
  await atlas.seeActive('task.granted');
  await expect(atlas.lastTransition()).toHaveCount(1);
});
