import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../../sandbox/api/app.ts';
import { RATE_LIMIT } from '../../../sandbox/api/rate-limit.ts';
import { reseedStore } from '../../../sandbox/control/reseed.ts';
import { simulateKycPass } from '../../../sandbox/db/simulations.ts';
import { ActivityStage, ActivityType } from '../../../src/domain/activity.ts';
import { ResponseCode } from '../../../src/domain/codes.ts';
import { activityIdOf, callWith, demoUser, tokenFor, useTempStore } from './helpers.ts';

const DAY = 86_400_000;
const SEED_NOW = Date.parse('2030-01-15T12:00:00Z');
const { InProgress, NotStart, Finished } = ActivityStage;

describe('applying to an activity', () => {
  const ctx = useTempStore('each', { seedNow: SEED_NOW });
  const api = () => createApiApp({ store: ctx.store });
  const id = (type: number, stage: ActivityStage = InProgress) =>
    activityIdOf(ctx.store, type, stage);
  const as = (email: string) => ({ token: tokenFor(ctx.store, email) });

  it('enrols an eligible user once, counts them, and refuses a second apply (51020)', async () => {
    const activityId = id(ActivityType.TeamTrading);
    const token = as('trader@demo.test');
    const before = (await callWith(api(), 'noLoginDetail', { activityId })).envelope.data;
    const first = await callWith(api(), 'apply', { activityId }, token);
    expect(first.envelope.data).toMatchObject({
      activityId,
      variant: 'standard',
      firstTime: true,
      participants: before.participants + 1,
    });
    const status = await callWith(api(), 'applyStatus', { activityId }, token);
    expect(status.envelope.data).toEqual({
      applied: true,
      appliedAt: first.envelope.data.appliedAt,
      ineligible: [],
      attempts: 1,
    });
    const second = await callWith(api(), 'apply', { activityId }, token);
    expect(second.envelope).toEqual({
      code: ResponseCode.TipMessage,
      msg: 'already enrolled in this activity',
      data: null,
    });
  });

  it('follows the sandbox clock: not started, then live, then ended', async () => {
    const token = as('trader@demo.test');
    const upcoming = id(ActivityType.TeamTrading, NotStart);
    const ended = id(ActivityType.TeamTrading, Finished);
    expect((await callWith(api(), 'apply', { activityId: upcoming }, token)).envelope.msg).toBe(
      'activity not started yet',
    );
    expect((await callWith(api(), 'apply', { activityId: ended }, token)).envelope.msg).toBe(
      'activity has ended',
    );
    // The upcoming competition starts 3 days and 8 hours after the seed.
    ctx.store.clock.setOffsetMs(ctx.store.clock.offsetMs() + 4 * DAY);
    const later = await callWith(api(), 'apply', { activityId: upcoming }, token);
    expect(later.envelope.code).toBe(ResponseCode.Success);
  });

  it.each([
    ['trader@demo.test', ActivityType.NewUser, 'for accounts registered in the last 30 days only'],
    ['newbie@demo.test', ActivityType.TeamTrading, 'complete identity verification (KYC) first'],
    ['agent@demo.test', ActivityType.PersonalTrading, 'not available in your region'],
    ['overseas@demo.test', ActivityType.TradingDepositBonus, 'not available in your region'],
  ])('refuses %s on activity type %i: %s (51020)', async (email, type, msg) => {
    const { envelope } = await callWith(api(), 'apply', { activityId: id(type) }, as(email));
    expect(envelope).toEqual({ code: ResponseCode.TipMessage, msg, data: null });
  });

  it('lets a newcomer in once their KYC passes, and says why not before', async () => {
    const activityId = id(ActivityType.TeamTrading);
    const token = as('newbie@demo.test');
    const before = await callWith(api(), 'applyStatus', { activityId }, token);
    expect(before.envelope.data).toEqual({
      applied: false,
      ineligible: ['KYC_REQUIRED'],
      attempts: 0,
    });
    simulateKycPass(ctx.store, demoUser(ctx.store, 'newbie@demo.test').id);
    const after = await callWith(api(), 'apply', { activityId }, token);
    expect(after.envelope.code).toBe(ResponseCode.Success);
  });

  it('asks the live newcomer event for the register code it issued', async () => {
    const activityId = id(ActivityType.NewUser);
    const token = as('newbie@demo.test');
    const missing = await callWith(api(), 'apply', { activityId }, token);
    expect(missing.envelope.msg).toBe('register code required: get it from getRegisterCode');
    const wrong = await callWith(api(), 'apply', { activityId, registerCode: 'NOPE' }, token);
    expect(wrong.envelope.msg).toBe('wrong register code');
    const code = (await callWith(api(), 'getRegisterCode', { activityId }, token)).envelope.data;
    expect(code.registerCode).toMatch(new RegExp(`^NU${activityId}-[A-Z2-9]{6}$`));
    const again = (await callWith(api(), 'getRegisterCode', { activityId }, token)).envelope.data;
    expect(again.registerCode).toBe(code.registerCode);
    const ok = await callWith(
      api(),
      'apply',
      { activityId, registerCode: code.registerCode },
      token,
    );
    expect(ok.envelope.code).toBe(ResponseCode.Success);
    const used = (await callWith(api(), 'getRegisterCode', { activityId }, token)).envelope.data;
    expect(used.usedAt).toBe(ok.envelope.data.appliedAt);
    const tasks = await callWith(api(), 'beginnerTaskCompletions', { activityId }, token);
    const byType = new Map(tasks.envelope.data.tasks.map((t) => [t.taskType, t]));
    expect(byType.get('APPOINT_CODE')).toMatchObject({ progress: '1', status: 'COMPLETED' });
    expect(byType.get('REGISTER_PASS')).toMatchObject({ progress: '1', status: 'COMPLETED' });
    expect(byType.get('KYC_PASS')).toMatchObject({ progress: '0', status: 'PENDING' });
  });

  it('asks the next newcomer event for a VIP code and a KOL binding', async () => {
    const activityId = id(ActivityType.NewUser, NotStart);
    const token = as('newbie@demo.test');
    ctx.store.clock.setOffsetMs(ctx.store.clock.offsetMs() + 3 * DAY);
    const noVip = await callWith(api(), 'apply', { activityId }, token);
    expect(noVip.envelope.msg).toBe('VIP code required: get it from userVipCode');
    const { vipCode } = (await callWith(api(), 'userVipCode', {}, token)).envelope.data;
    expect(vipCode).toBe('VIP0-NICO0001');
    const noKol = await callWith(api(), 'apply', { activityId, vipCode }, token);
    expect(noKol.envelope.msg).toBe('bind a KOL before joining');
    const unknown = await callWith(api(), 'kolBind', { kolCode: 'NOBODY' }, token);
    expect(unknown.envelope.msg).toBe('unknown KOL code: NOBODY');
    const bound = await callWith(api(), 'kolBind', { kolCode: 'moonmax' }, token);
    expect(bound.envelope.data).toMatchObject({ kolCode: 'MOONMAX', kolName: 'Max to the Moon' });
    const other = await callWith(api(), 'kolBind', { kolCode: 'SATOSHISAM' }, token);
    expect(other.envelope.msg).toBe('already bound to KOL MOONMAX');
    const ok = await callWith(api(), 'apply', { activityId, vipCode }, token);
    expect(ok.envelope.code).toBe(ResponseCode.Success);
  });

  it('keeps the variants to their activities', async () => {
    const token = as('trader@demo.test');
    const productized = id(ActivityType.TeamTrading);
    const wrong = await callWith(api(), 'nonProductizedApply', { activityId: productized }, token);
    expect(wrong.envelope.msg).toBe(`activity ${productized} is not a non-productized activity`);
    const mismatch = await callWith(
      api(),
      'generalApplyStatus',
      { activityId: productized, identifier: 'evt_daily_trading_lottery' },
      token,
    );
    expect(mismatch.envelope.msg).toBe(
      `identifier evt_daily_trading_lottery does not match activity ${productized}`,
    );
    const custom = id(ActivityType.TradingDepositBonus);
    const ok = await callWith(api(), 'nonProductizedApply', { activityId: custom }, token);
    expect(ok.envelope.data).toMatchObject({ variant: 'nonProductized', firstTime: true });
  });

  it(`refuses the attempt after ${RATE_LIMIT.attempts} within ${RATE_LIMIT.windowMs} ms (51023)`, async () => {
    const activityId = id(ActivityType.TeamTrading);
    const token = as('trader@demo.test');
    const codes: string[] = [];
    for (let i = 0; i < RATE_LIMIT.attempts + 1; i++) {
      codes.push((await callWith(api(), 'apply', { activityId }, token)).envelope.code);
    }
    expect(codes).toEqual(['00000', '51020', '51020', '51020', '51020', '51023']);
    const refused = await callWith(api(), 'apply', { activityId }, token);
    expect(refused.envelope.msg).toBe('requests too frequent: at most 5 in 10 s');
    // Other users are not slowed down; the window slides with the sandbox clock.
    const other = await callWith(api(), 'apply', { activityId }, as('agent@demo.test'));
    expect(other.envelope.code).toBe('00000');
    ctx.store.clock.setOffsetMs(ctx.store.clock.offsetMs() + RATE_LIMIT.windowMs + 1);
    expect((await callWith(api(), 'apply', { activityId }, token)).envelope.code).toBe('51020');
  });

  it('forgets the attempts counted towards 51023 when the data is reset', async () => {
    const activityId = id(ActivityType.TeamTrading);
    const codes = async () => {
      const token = as('trader@demo.test');
      const out: string[] = [];
      for (let i = 0; i < RATE_LIMIT.attempts + 1; i++) {
        out.push((await callWith(api(), 'apply', { activityId }, token)).envelope.code);
      }
      return out;
    };
    expect((await codes()).at(-1)).toBe('51023');
    // The reset puts the clock back to the seed's moment, inside the same 10 s window.
    reseedStore(ctx.store, SEED_NOW);
    expect(await codes()).toEqual(['00000', '51020', '51020', '51020', '51020', '51023']);
  });

  it('answers a repeated idempotency key with the first answer, uncounted', async () => {
    const activityId = id(ActivityType.TeamTrading);
    const token = as('trader@demo.test');
    const key = { ...token, idempotencyKey: 'apply:team:1' };
    const first = await callWith(api(), 'apply', { activityId }, key);
    expect(first.envelope.code).toBe('00000');
    for (let i = 0; i < RATE_LIMIT.attempts * 2; i++) {
      expect((await callWith(api(), 'apply', { activityId }, key)).envelope).toEqual(
        first.envelope,
      );
    }
    const reused = await callWith(api(), 'apply', { activityId: id(ActivityType.Deposit) }, key);
    // A distinct code and status: not a business refusal, and the first request stands.
    expect(reused.status).toBe(409);
    expect(reused.envelope).toEqual({
      code: '51024',
      msg: 'idempotency key already used for a different request',
      data: null,
    });
    const refusedKey = { ...token, idempotencyKey: 'apply:team:2' };
    const refused = await callWith(api(), 'apply', { activityId }, refusedKey);
    expect(refused.envelope.code).toBe('51020');
    expect((await callWith(api(), 'apply', { activityId }, refusedKey)).envelope).toEqual(
      refused.envelope,
    );
  });
});
