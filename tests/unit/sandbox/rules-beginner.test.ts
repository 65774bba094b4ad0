import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../../sandbox/api/app.ts';
import { simulateDeposit, simulateTrade } from '../../../sandbox/db/simulations.ts';
import { ActivityStage, ActivityType } from '../../../src/domain/activity.ts';
import { ResponseCode } from '../../../src/domain/codes.ts';
import { activityIdOf, callWith, demoUser, tokenFor, useTempStore } from './helpers.ts';

const DAY = 86_400_000;
const SEED_NOW = Date.parse('2030-01-15T12:00:00Z');
const { InProgress, NotStart, Finished } = ActivityStage;

describe('the beginner event', () => {
  const ctx = useTempStore('each', { seedNow: SEED_NOW });
  const api = () => createApiApp({ store: ctx.store });
  const id = (type: number, stage: ActivityStage = InProgress) =>
    activityIdOf(ctx.store, type, stage);
  const as = (email: string) => ({ token: tokenFor(ctx.store, email) });

  it('finds a newcomer eligible until their first deposit before joining', async () => {
    const activityId = id(ActivityType.NewUser);
    const token = as('newbie@demo.test');
    const before = await callWith(api(), 'beginnerEligible', { activityId }, token);
    expect(before.envelope.data).toMatchObject({ activityId, eligible: true, reasons: [] });
    simulateDeposit(ctx.store, demoUser(ctx.store, 'newbie@demo.test').id, '20');
    const after = await callWith(api(), 'beginnerEligible', { activityId }, token);
    expect(after.envelope.data).toMatchObject({
      eligible: false,
      isNewUser: true,
      reasons: ['ALREADY_DEPOSITED'],
    });
  });

  it('tells an old account it is not new, and a newcomer that an ended event is closed', async () => {
    const trader = await callWith(api(), 'beginnerEligible', {}, as('trader@demo.test'));
    expect(trader.envelope.data).toMatchObject({
      eligible: false,
      isNewUser: false,
      reasons: ['NEW_USERS_ONLY', 'ALREADY_DEPOSITED'],
    });
    const ended = id(ActivityType.NewUser, Finished);
    const newbie = await callWith(
      api(),
      'beginnerEligible',
      { activityId: ended },
      as('newbie@demo.test'),
    );
    expect(newbie.envelope.data).toMatchObject({
      eligible: false,
      reasons: ['ACTIVITY_FINISHED'],
    });
  });

  it('tells a visitor a new account qualifies, unless the event is not live or the country is excluded', async () => {
    const live = await callWith(api(), 'beginnerNoLoginEligible', {});
    expect(live.envelope.data).toMatchObject({
      activityId: id(ActivityType.NewUser),
      eligible: true,
      isNewUser: true,
      reasons: [],
    });
    const upcoming = await callWith(api(), 'beginnerNoLoginEligible', {
      activityId: id(ActivityType.NewUser, NotStart),
    });
    expect(upcoming.envelope.data).toMatchObject({
      eligible: false,
      reasons: ['ACTIVITY_NOT_STARTED'],
    });
    // The live competition excludes US accounts: the same rule answers for a visitor from there.
    const excluded = await callWith(api(), 'beginnerNoLoginEligible', {
      activityId: id(ActivityType.PersonalTrading),
      countryCode: 'us',
    });
    expect(excluded.envelope.data).toMatchObject({ eligible: false, reasons: ['REGION_EXCLUDED'] });
  });

  it('shows a logged-in newcomer their account registered before they join, and pays it only after', async () => {
    const activityId = id(ActivityType.NewUser);
    const token = as('newbie@demo.test');
    const tasks = await callWith(api(), 'beginnerTaskCompletions', { activityId }, token);
    const byType = new Map(tasks.envelope.data.tasks.map((t) => [t.taskType, t]));
    expect(tasks.envelope.data.applied).toBe(false);
    expect(byType.get('REGISTER_PASS')).toMatchObject({ progress: '1', status: 'COMPLETED' });
    expect(byType.get('SPOT_FIRST_TRADING')).toMatchObject({ progress: '0', status: 'PENDING' });
    const taskId = byType.get('REGISTER_PASS')!.taskId;
    const early = await callWith(api(), 'obtainReward', { activityId, taskId }, token);
    expect(early.envelope).toMatchObject({
      code: ResponseCode.TipMessage,
      msg: 'join the activity first',
    });
  });

  it('binds a KOL by code or by their phone number, and refuses an unknown one', async () => {
    const token = as('newbie@demo.test');
    const unknownPhone = await callWith(
      api(),
      'kolBind',
      { areaCode: '+49', mobile: '1500000000' },
      token,
    );
    expect(unknownPhone.envelope.msg).toBe('no KOL registered with +49 1500000000');
    const byPhone = await callWith(
      api(),
      'kolBind',
      { areaCode: '+49', mobile: '0151 1234 5678' },
      token,
    );
    expect(byPhone.envelope.data).toMatchObject({ kolCode: 'MOONMAX', kolName: 'Max to the Moon' });
    const tasks = await callWith(
      api(),
      'beginnerTaskCompletions',
      { activityId: id(ActivityType.NewUser) },
      token,
    );
    const kol = tasks.envelope.data.tasks.find((t) => t.taskType === 'KOL_BIND');
    expect(kol).toMatchObject({ progress: '1', status: 'COMPLETED' });
    const old = await callWith(api(), 'kolBind', { kolCode: 'CRYPTOKATE' }, as('trader@demo.test'));
    expect(old.envelope.msg).toBe('KOL binding is for new accounts only');
  });

  it('withdraws a fresh enrolment and keeps the count, the code and the apply consistent', async () => {
    const activityId = id(ActivityType.TeamTrading);
    const token = as('trader@demo.test');
    const before = (await callWith(api(), 'noLoginDetail', { activityId })).envelope.data;
    await callWith(api(), 'apply', { activityId }, token);
    const out = await callWith(api(), 'backApply', { activityId }, token);
    expect(out.envelope.data).toMatchObject({ activityId, participants: before.participants });
    const status = await callWith(api(), 'applyStatus', { activityId }, token);
    expect(status.envelope.data).toMatchObject({ applied: false });
    const detail = (await callWith(api(), 'noLoginDetail', { activityId })).envelope.data;
    expect(detail.participants).toBe(before.participants);
    const twice = await callWith(api(), 'backApply', { activityId }, token);
    expect(twice.envelope.msg).toBe('not enrolled in this activity');
    const back = await callWith(api(), 'apply', { activityId }, token);
    expect(back.envelope.code).toBe(ResponseCode.Success);
  });

  it('refuses to withdraw once a task is completed, or after the end', async () => {
    const activityId = id(ActivityType.TeamTrading);
    const token = as('trader@demo.test');
    const trader = demoUser(ctx.store, 'trader@demo.test').id;
    await callWith(api(), 'apply', { activityId }, token);
    ctx.store.clock.setOffsetMs(ctx.store.clock.offsetMs() + 60_000);
    simulateTrade(ctx.store, trader, '25000', 'spot');
    const done = await callWith(api(), 'backApply', { activityId }, token);
    expect(done.envelope).toMatchObject({
      code: ResponseCode.TipMessage,
      msg: 'a task is already completed: this enrolment can no longer be withdrawn',
    });
    const { endTime } = (await callWith(api(), 'noLoginDetail', { activityId })).envelope.data;
    ctx.store.clock.setOffsetMs(ctx.store.clock.offsetMs() + endTime - ctx.store.clock.now() + DAY);
    const ended = await callWith(api(), 'backApply', { activityId }, as('trader@demo.test'));
    expect(ended.envelope.msg).toBe('activity has ended');
    const status = await callWith(api(), 'applyStatus', { activityId }, token);
    expect(status.envelope.data).toMatchObject({ applied: true });
  });
});
