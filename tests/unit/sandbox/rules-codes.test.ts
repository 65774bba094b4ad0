import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../../sandbox/api/app.ts';
import { createSession } from '../../../sandbox/db/sessions.ts';
import type { SandboxStore } from '../../../sandbox/db/store.ts';
import { ActivityStage, ActivityType } from '../../../src/domain/activity.ts';
import { ResponseCode } from '../../../src/domain/codes.ts';
import { activityIdOf, callWith, demoUser, tokenFor, useTempStore } from './helpers.ts';

type Answer = { code: string; msg: string };

const live = (store: SandboxStore, type: number) =>
  activityIdOf(store, type, ActivityStage.InProgress);
const apply = async (store: SandboxStore, email: string, type: number): Promise<Answer> => {
  const token = tokenFor(store, email);
  const app = createApiApp({ store });
  return (await callWith(app, 'apply', { activityId: live(store, type) }, { token })).envelope;
};

/**
 * SPEC §8: every code the client handles, each produced by the request RULES.md describes,
 * on a freshly seeded sandbox.
 */
const CODES: {
  code: string;
  request: string;
  msg: RegExp;
  run: (s: SandboxStore) => Promise<Answer>;
}[] = [
  {
    code: ResponseCode.LoggedOut,
    request: 'userinfo with a token the sandbox never issued',
    msg: /^logged out$/,
    run: async (store) =>
      (await callWith(createApiApp({ store }), 'userInfo', {}, { token: 'f'.repeat(64) })).envelope,
  },
  {
    code: ResponseCode.SessionInvalid,
    request: 'userinfo with a token after the same user logged in again',
    msg: /logged in elsewhere/,
    run: async (store) => {
      const user = demoUser(store, 'trader@demo.test').id;
      const old = createSession(store.db, user, store.clock.now()).token;
      createSession(store.db, user, store.clock.now());
      return (await callWith(createApiApp({ store }), 'userInfo', {}, { token: old })).envelope;
    },
  },
  {
    code: ResponseCode.LoginRequired,
    request: 'apply without a token',
    msg: /^login required$/,
    run: async (store) =>
      (
        await callWith(createApiApp({ store }), 'apply', {
          activityId: live(store, ActivityType.TeamTrading),
        })
      ).envelope,
  },
  {
    code: ResponseCode.TipMessage,
    request: 'trader@demo.test applies to the live NewUser event (new users only)',
    msg: /registered in the last 30 days/,
    run: (store) => apply(store, 'trader@demo.test', ActivityType.NewUser),
  },
  {
    code: ResponseCode.RiskTip,
    request: 'risky@demo.test applies to the live TeamTrading activity',
    msg: /^risk control/,
    run: (store) => apply(store, 'risky@demo.test', ActivityType.TeamTrading),
  },
  {
    code: ResponseCode.TooFrequent,
    request: 'newbie@demo.test applies six times within 10 s',
    msg: /too frequent/,
    run: async (store) => {
      let last: Answer = { code: '', msg: '' };
      for (let i = 0; i < 6; i++)
        last = await apply(store, 'newbie@demo.test', ActivityType.TeamTrading);
      return last;
    },
  },
  {
    code: ResponseCode.MultipleAccounts,
    request: 'twin@demo.test (linked to trader@demo.test) applies to the live TeamTrading activity',
    msg: /^multiple accounts/,
    run: (store) => apply(store, 'twin@demo.test', ActivityType.TeamTrading),
  },
  {
    code: ResponseCode.Airdrop,
    request: 'overseas@demo.test (20 SBX) applies to the live Deposit airdrop (100 SBX)',
    msg: /^airdrop position check failed: hold at least 100 SBX \(you hold 20\)$/,
    run: (store) => apply(store, 'overseas@demo.test', ActivityType.Deposit),
  },
  {
    code: ResponseCode.Limit,
    request: 'trader@demo.test applies to the live CopyTrading activity, whose seats are taken',
    msg: /^participant quota reached/,
    run: (store) => apply(store, 'trader@demo.test', ActivityType.CopyTrading),
  },
  {
    code: ResponseCode.KeyReused,
    request: 'trader@demo.test applies to two activities under one idempotency key (HTTP 409)',
    msg: /^idempotency key already used for a different request$/,
    run: async (store) => {
      const app = createApiApp({ store });
      const options = { token: tokenFor(store, 'trader@demo.test'), idempotencyKey: 'apply:x:0' };
      await callWith(app, 'apply', { activityId: live(store, ActivityType.TeamTrading) }, options);
      const reused = await callWith(
        app,
        'apply',
        { activityId: live(store, ActivityType.Deposit) },
        options,
      );
      expect(reused.status).toBe(409);
      return reused.envelope;
    },
  },
];

describe('SPEC §8 codes, each from a described request', () => {
  const ctx = useTempStore('each');

  it('covers every code of the catalogue', () => {
    expect(CODES.map((c) => c.code).sort()).toEqual(
      Object.values(ResponseCode)
        .filter((c) => c !== '00000')
        .sort(),
    );
  });

  it.each(CODES)('$code: $request', async ({ code, msg, run }) => {
    const answer = await run(ctx.store);
    expect(answer.code).toBe(code);
    expect(answer.msg).toMatch(msg);
  });
});
