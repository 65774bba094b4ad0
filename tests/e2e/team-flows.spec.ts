import { expect, test } from './fixtures.ts';
import { ActivityPage } from './models/activity.model.ts';

/** RULES.md: the live TeamTrading activity of a fresh seed. */
const LIVE_TEAM_TRADING = 14;

test('a team activity shows the trader’s team with its totals once they join', async ({
  page,
  errors,
  sandbox,
}) => {
  const activity = new ActivityPage(page);
  const team = page.locator('.team-progress');
  await activity.openAsTrader(`/activity/${LIVE_TEAM_TRADING}`);
  await activity.seeTasksShown();
  await expect(team).toHaveAttribute('data-state', 'notJoined');
  await expect(team).toContainText('Join the activity to be placed in a team');
  await expect(page.getByText('Team totals aren’t available on this page yet')).toHaveCount(0);

  await activity.enrol();
  await activity.seeEnrolled();
  await sandbox.trade('trader@demo.test', 20_000);

  // The push refreshes the tasks, and the team comes with them.
  await expect(team).toHaveAttribute('data-state', 'team');
  await expect(team.locator('.team-name strong')).toHaveText(/^(Falcons|Orcas|Lynxes)$/);
  await expect(team.locator('[data-field="members"]')).toHaveText('Members: 1');
  await expect(team.locator('[data-field="team"]')).toContainText('Team totals');
  await expect(team.locator('[data-field="team"]')).toContainText('20,000 USDT');
  await expect(team.locator('[data-field="yours"]')).toContainText('20,000 USDT');
  await activity.expectAccessible();
  expect(errors).toEqual([]);
});
