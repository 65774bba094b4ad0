import { describe, expect, it } from 'vitest';
import { findActivity } from '../../../sandbox/db/activity-records.ts';
import { CAMPAIGNS } from '../../../sandbox/db/campaigns.ts';
import { DETAIL_TEMPLATES } from '../../../sandbox/db/catalog-details.ts';
import { LOTTERY_PRIZES } from '../../../sandbox/db/catalog-prizes.ts';
import type { RewardSpec } from '../../../sandbox/db/catalog-rewards.ts';
import { TASK_CATALOG } from '../../../sandbox/db/catalog-tasks.ts';
import { toMicros } from '../../../sandbox/db/decimal.ts';
import { ActivityStage, ActivityType } from '../../../src/domain/activity.ts';
import { activityIdOf, useTempStore } from './helpers.ts';

const DAY = 86_400_000;
const key = (r: { rewardType: string; amount: string; currency: string }) =>
  `${r.rewardType} ${r.amount} ${r.currency}`;

/** Every reward an activity of a type promises: its tasks', its tiers', its prizes'. */
function promised(type: ActivityType): Set<string> {
  const specs: RewardSpec[] = [
    ...TASK_CATALOG[type].map((t) => t.reward),
    ...DETAIL_TEMPLATES[type].tiers.map((t) => t.reward),
    ...(type === ActivityType.Lottery ? LOTTERY_PRIZES.map((p) => p.reward) : []),
  ];
  return new Set(specs.map(key));
}

describe('the seed tells one consistent story', () => {
  const ctx = useTempStore('all');
  const db = () => ctx.store.db;
  const now = () => ctx.store.clock.now();

  it('pays the demo accounts only rewards their activities promise', () => {
    const rows = db()
      .prepare(
        `SELECT r.activity_id AS activityId, r.reward_type AS rewardType, r.amount, r.currency
        FROM user_rewards r`,
      )
      .all() as { activityId: number; rewardType: string; amount: string; currency: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const activity = findActivity(db(), r.activityId)!;
      expect(promised(activity.type), `${activity.title}: ${key(r)}`).toContain(key(r));
    }
  });

  it('tells of a paid reward in the inbox only as it was paid, linked to its activity', () => {
    const messages = db()
      .prepare(`SELECT m.user_id AS userId, m.title, m.link FROM push_messages m
        WHERE m.category = 'REWARD'`)
      .all() as { userId: number; title: string; link: string | null }[];
    const told = messages.filter((m) => /^(Reward received: |Your \d)/.test(m.title));
    expect(told.length).toBeGreaterThan(0);
    for (const m of told) {
      const [, amount, currency] = /(\d[\d.]*) (\w+)/.exec(m.title)!;
      expect(m.link, m.title).toMatch(/^\/activity\/\d+$/);
      const activityId = Number(m.link!.split('/').pop());
      const paid = db()
        .prepare(`SELECT count(*) FROM user_rewards WHERE user_id = ? AND activity_id = ?
          AND amount = ? AND currency = ?`)
        .pluck()
        .get(m.userId, activityId, amount, currency);
      expect(paid, m.title).toBe(1);
    }
    // "expires in 3 days" is when the reward expires.
    const bonus = db()
      .prepare(`SELECT r.expires_at FROM user_rewards r JOIN push_messages m
        ON m.link = '/activity/' || r.activity_id AND m.user_id = r.user_id
        WHERE m.title LIKE 'Your % trial bonus expires in 3 days'`)
      .pluck()
      .get() as number;
    expect(Math.round((bonus - now()) / DAY)).toBe(3);
  });

  it('promises on a campaign what its tasks pay: the copy-trading campaign', () => {
    const id = activityIdOf(ctx.store, ActivityType.CopyTrading, ActivityStage.InProgress);
    const copy = findActivity(db(), id)!;
    // A copy-trading page shows copy trading (its screens, tasks, tiers), not a spot chart.
    expect(copy.featuredPair).toBeUndefined();
    const tasks = TASK_CATALOG[ActivityType.CopyTrading];
    const total = tasks.reduce((sum, t) => sum + toMicros(t.reward.amount), 0);
    expect(total).toBe(toMicros(copy.reward.amount));
    expect(new Set(tasks.map((t) => t.reward.rewardType))).toEqual(
      new Set([copy.reward.rewardType]),
    );
    // "earn up to 50 USDT in futures coupons"
    expect(CAMPAIGNS[ActivityType.CopyTrading][ActivityStage.InProgress].summary).toContain(
      `up to ${copy.reward.amount} ${copy.reward.currency} in futures coupons`,
    );
    expect(copy.reward.rewardType).toBe('FUTURES_COUPON');
  });

  it("gives every agent's referral a state that matches its volume", () => {
    const referrals = db()
      .prepare(`SELECT agent_id AS agentId, uid, kyc_passed AS kyc,
        first_deposit_at AS depositedAt, trade_volume AS volume FROM agent_referrals`)
      .all() as {
      agentId: number;
      uid: string;
      kyc: number;
      depositedAt: number | null;
      volume: string;
    }[];
    const rebates = new Map(
      (
        db()
          .prepare(`SELECT agent_id AS agentId, referral_uid AS uid,
            sum(trade_volume_micros) AS micros, min(created_at) AS first
            FROM agent_rebates GROUP BY agent_id, referral_uid`)
          .all() as { agentId: number; uid: string; micros: number; first: number }[]
      ).map((r) => [`${r.agentId}/${r.uid}`, r]),
    );
    let traded = 0;
    for (const r of referrals) {
      const name = `${r.agentId}/${r.uid}`;
      // A deposit needs KYC; a trade needs a deposit; no deposit lies in the future.
      if (r.depositedAt !== null) {
        expect(r.kyc, name).toBe(1);
        expect(r.depositedAt, name).toBeLessThanOrEqual(now());
      }
      const earned = rebates.get(name);
      if (toMicros(r.volume) > 0) {
        traded += 1;
        expect(r.depositedAt, name).not.toBeNull();
      }
      // The volume shown is the volume the agent earned rebates on, from after the deposit.
      expect(toMicros(r.volume), name).toBe(earned?.micros ?? 0);
      if (earned) expect(earned.first, name).toBeGreaterThanOrEqual(r.depositedAt ?? Infinity);
    }
    expect(traded).toBeGreaterThan(0);
  });
});
