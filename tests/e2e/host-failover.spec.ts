import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';
import { HostPaths } from './models/host-paths.model.ts';
import { RequestLog } from './models/transport.model.ts';

/*
 * Use pass 2, finding 1: the chosen API host goes down mid-session. The app leaves it for
 * another host (SPEC §4), the claim goes through on that host, and a reload of the tab never
 * goes back to the host that failed, while the other hosts are up.
 */

/** Ada's lucky-draw campaign, with a daily task ready to claim on a fresh seed. */
const ACTIVITY = '/activity/8';
const TASK = 'Trade any amount today';

/** The sandbox's id of an API host (`api-1`) from its origin (`http://api-1.localhost:9601`). */
function hostIdOf(origin: string): string {
  const id = new URL(origin).hostname.split('.')[0] ?? '';
  expect(id, `the race chose ${origin}, not one of the API hosts`).toMatch(/^api-\d$/);
  return id;
}

test('the chosen host drops mid-session: the claim and a reload go through on another host', async ({
  page,
  sandbox,
  baseURL,
}) => {
  const activity = new ActivityPage(page);
  const hosts = new HostPaths(page);
  const calls = new RequestLog(page, baseURL ?? '');

  // Given Ada on the campaign, with a host chosen by the race and kept for the tab.
  await activity.openAsTrader(ACTIVITY);
  await activity.seeTasksShown();
  const down = hostIdOf(await hosts.storedChosenHost());

  // When that host stops answering and she claims her reward.
  await sandbox.addFault(`host=${down},drop`);
  await calls.clear();
  await activity.claim(TASK);

  // The claim got no answer, so it is not resent on its own: the app checks on another host
  // that it was not granted, and she claims again there.
  await activity.seeTaskState(TASK, 'retryable');
  await activity.task(TASK).getByRole('button', { name: 'Claim again' }).click();
  await activity.seeGranted(TASK);
  const afterClaim = await calls.calls();
  expect(afterClaim.some((c) => c.name === 'obtainReward' && c.hostId !== down)).toBe(true);

  // A reload of the tab does not adopt the failed host again: the page works on another one.
  await calls.clear();
  await page.reload();
  await activity.seeReady();
  await activity.seeGranted(TASK);
  expect(await hosts.storedChosenHost()).not.toContain(`//${down}.`);
  await activity.open('/activity/5');
  const afterReload = await calls.calls();
  expect(afterReload.length).toBeGreaterThan(0);
  expect(afterReload.filter((c) => c.hostId === down)).toEqual([]);
});
