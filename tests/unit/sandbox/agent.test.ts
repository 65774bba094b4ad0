import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../../sandbox/api/app.ts';
import { findAgentOfUser } from '../../../sandbox/db/agents.ts';
import { fromMicros } from '../../../sandbox/db/decimal.ts';
import { simulateInvite } from '../../../sandbox/db/simulations.ts';
import { ResponseCode } from '../../../src/domain/codes.ts';
import { callWith, demoUser, signedCall, tokenFor, useTempStore } from './helpers.ts';

describe('agent and affiliate data', () => {
  const ctx = useTempStore('all');
  const api = () => createApiApp({ store: ctx.store });
  const agentId = (email: string) =>
    findAgentOfUser(ctx.store.db, demoUser(ctx.store, email).id)!.id;
  const as = (email: string) => ({ token: tokenFor(ctx.store, email) });

  it('tells agents from other users', async () => {
    const agent = await callWith(api(), 'isAgent', {}, as('agent@demo.test'));
    expect(agent.envelope.data).toEqual({ isAgent: true, agentId: agentId('agent@demo.test') });
    const trader = await callWith(api(), 'isAgent', {}, as('trader@demo.test'));
    expect(trader.envelope.data).toEqual({ isAgent: false });
  });

  it('pages 10,000 rebates, 1-based and newest first', async () => {
    const id = agentId('agent@demo.test');
    const token = as('agent@demo.test');
    const first = await callWith(
      api(),
      'agentRebateList',
      { params: { id }, pageSize: 100 },
      token,
    );
    expect(first.envelope.data).toMatchObject({ total: 10_000, pageIndex: 1, pageSize: 100 });
    const last = await callWith(
      api(),
      'agentRebateList',
      { params: { id }, pageIndex: 100, pageSize: 100 },
      token,
    );
    const past = await callWith(
      api(),
      'agentRebateList',
      { params: { id }, pageIndex: 101, pageSize: 100 },
      token,
    );
    expect(last.envelope.data.items).toHaveLength(100);
    expect(past.envelope.data.items).toEqual([]);
    const all = [...first.envelope.data.items, ...last.envelope.data.items];
    const times = all.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.map((r) => r.id)).size).toBe(200);
    const bad = await callWith(api(), 'agentRebateList', { params: { id }, pageIndex: 0 }, token);
    expect(bad).toMatchObject({
      status: 400,
      envelope: { msg: 'bad parameter pageIndex: expected 1 to 9007199254740991' },
    });
  });

  it('gives each agent its own, deterministic amount of history', async () => {
    const count = (table: string, email: string) =>
      Number(
        ctx.store.db
          .prepare(`SELECT count(*) FROM ${table} WHERE agent_id = ?`)
          .pluck()
          .get(agentId(email)),
      );
    expect(count('agent_referrals', 'partner@demo.test')).toBe(400);
    expect(count('agent_rebates', 'partner@demo.test')).toBe(2_500);
    expect(count('agent_rebates', 'affiliate@demo.test')).toBe(300);
    const detail = await callWith(api(), 'agentDetail', {}, as('partner@demo.test'));
    expect(detail.envelope.data).toMatchObject({
      name: 'Priya Partner',
      level: 'Silver',
      rebateRate: '0.2',
      totalReferrals: 400,
    });
  });

  it('shows an agent only their own data', async () => {
    const other = agentId('partner@demo.test');
    const { envelope } = await callWith(
      api(),
      'agentReferralList',
      { params: { id: other } },
      as('agent@demo.test'),
    );
    expect(envelope).toEqual({
      code: ResponseCode.TipMessage,
      msg: `no permission for agent ${other}`,
      data: null,
    });
    const notAgent = await callWith(
      api(),
      'agentPermission',
      { params: { id: other } },
      as('trader@demo.test'),
    );
    expect(notAgent.envelope.msg).toBe('not an agent');
    const affiliate = agentId('affiliate@demo.test');
    const permission = await callWith(
      api(),
      'agentPermission',
      { params: { id: affiliate } },
      as('affiliate@demo.test'),
    );
    expect(permission.envelope.data.performance).toBe(false);
    const performance = await callWith(
      api(),
      'agentPerformance',
      { params: { id: affiliate } },
      as('affiliate@demo.test'),
    );
    expect(performance.envelope.msg).toBe('no permission: performance');
  });

  it('adds up performance from the same rebates the list pages', async () => {
    const id = agentId('agent@demo.test');
    const token = as('agent@demo.test');
    const { envelope } = await callWith(
      api(),
      'agentPerformance',
      { params: { id }, days: 7 },
      token,
    );
    expect(envelope.data.series).toHaveLength(7);
    expect(envelope.data.series.map((p) => p.day)).toEqual(
      [...envelope.data.series.map((p) => p.day)].sort(),
    );
    const since = Date.parse(`${envelope.data.series[0]!.day}T00:00:00Z`);
    const sum = Number(
      ctx.store.db
        .prepare(
          'SELECT sum(rebate_micros) FROM agent_rebates WHERE agent_id = ? AND created_at >= ? AND created_at <= ?',
        )
        .pluck()
        .get(id, since, ctx.store.clock.now()),
    );
    const series = envelope.data.series.reduce(
      (total, p) => total + Math.round(Number(p.rebate) * 1e6),
      0,
    );
    expect(fromMicros(series)).toBe(fromMicros(sum));
  });

  it('counts a friend an agent invites as a new referral', async () => {
    const id = agentId('affiliate@demo.test');
    const token = as('affiliate@demo.test');
    const before = (await callWith(api(), 'agentReferralList', { params: { id } }, token)).envelope
      .data;
    simulateInvite(ctx.store, demoUser(ctx.store, 'affiliate@demo.test').id);
    const after = (await callWith(api(), 'agentReferralList', { params: { id } }, token)).envelope
      .data;
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]?.registeredAt).toBeGreaterThanOrEqual(ctx.store.clock.now() - 5_000);
  });

  it('reads the id from the path: a literal :id is a bad request', async () => {
    const [url, init] = signedCall('agentPermission', { ...as('agent@demo.test') });
    const res = await api().request(url, init);
    expect(res.status).toBe(400);
    expect((await res.json()).msg).toBe('bad parameter id: expected an integer');
  });
});
