import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../../sandbox/api/app.ts';
import { DEMO_ACCOUNTS } from '../../../sandbox/db/demo-accounts.ts';
import { insertEnrolment } from '../../../sandbox/db/enrolments.ts';
import { simulateInvite, simulateTrade } from '../../../sandbox/db/simulations.ts';
import { TEAM_NAMES, teamIndexOf } from '../../../sandbox/db/teams.ts';
import { ActivityStage, ActivityType } from '../../../src/domain/activity.ts';
import { activityIdOf, demoUser, taskCompletionsOf, useTempStore } from './helpers.ts';

const SEED_NOW = Date.parse('2030-01-15T12:00:00Z');
const EMAILS = DEMO_ACCOUNTS.map((account) => account.email);

describe('teams of a team activity', () => {
  const ctx = useTempStore('each', { seedNow: SEED_NOW });
  const api = () => createApiApp({ store: ctx.store });
  const live = (type: number) => activityIdOf(ctx.store, type, ActivityStage.InProgress);
  const join = (email: string, activityId: number) =>
    insertEnrolment(ctx.store.db, demoUser(ctx.store, email).id, activityId, 'standard', 0);
  async function team(email: string, activityId: number) {
    return (await taskCompletionsOf(api(), ctx.store, email, activityId)).team;
  }

  it('answers a joined user’s team with the sum of its members’ progress per unit', async () => {
    const activityId = live(ActivityType.TeamTrading);
    const trader = demoUser(ctx.store, 'trader@demo.test');
    const others = EMAILS.slice(1).map((email) => demoUser(ctx.store, email));
    const mate = others.find((u) => teamIndexOf(u.id) === teamIndexOf(trader.id))!;
    const rival = others.find((u) => teamIndexOf(u.id) !== teamIndexOf(trader.id))!;
    expect(mate).toBeDefined();

    // Not joined: no team yet.
    expect(await team('trader@demo.test', activityId)).toBeUndefined();

    for (const user of [trader, mate, rival]) join(user.email, activityId);
    // The seeded history counts too: what the trades below add is compared with it.
    const before = await team('trader@demo.test', activityId);
    const amountOf = (unit: string, t = before) =>
      Number(t?.totals.find((x) => x.unit === unit)?.amount);
    simulateTrade(ctx.store, trader.id, '1500.5', 'spot');
    simulateTrade(ctx.store, mate.id, '2000', 'futures');
    simulateTrade(ctx.store, rival.id, '9999', 'spot');
    simulateInvite(ctx.store, mate.id);

    const standing = await team('trader@demo.test', activityId);
    expect(standing).toEqual({
      name: TEAM_NAMES[teamIndexOf(trader.id)],
      members: 2,
      totals: [
        { unit: 'friends', amount: String(amountOf('friends') + 1) },
        { unit: 'USDT', amount: String(amountOf('USDT') + 3500.5) },
      ],
    });
    // A teammate sees the same team; a rival sees theirs.
    expect(await team(mate.email, activityId)).toEqual(standing);
    expect((await team(rival.email, activityId))?.name).not.toBe(standing?.name);
  });

  it('answers no team for an activity that is not a team activity', async () => {
    const activityId = live(ActivityType.PersonalTrading);
    join('agent@demo.test', activityId);
    expect(await team('agent@demo.test', activityId)).toBeUndefined();
  });
});
