import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApiApp } from '../../../sandbox/api/app.ts';
import { simulateShare } from '../../../sandbox/db/simulations.ts';
import { ActivityStage, ActivityType } from '../../../src/domain/activity.ts';
import { ResponseCode } from '../../../src/domain/codes.ts';
import { pickPrizeIndex } from '../../../src/domain/draw-verify.ts';
import { activityIdOf, callWith, demoUser, taskIdOf, tokenFor, useTempStore } from './helpers.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

describe('pickPrizeIndex', () => {
  it('reads the first 64 bits as a ticket over the weights', () => {
    expect(pickPrizeIndex('0'.repeat(64), [1, 2, 3])).toBe(0);
    expect(pickPrizeIndex('f'.repeat(64), [1, 2, 3])).toBe(2);
    // 2^63 / 2^64 of a total of 4 is ticket 2: past the first two weights of 1.
    expect(pickPrizeIndex(`8${'0'.repeat(63)}`, [1, 1, 1, 1])).toBe(2);
    expect(() => pickPrizeIndex('xyz', [1])).toThrow(RangeError);
    expect(() => pickPrizeIndex('0'.repeat(64), [1, 0])).toThrow(RangeError);
  });

  it('always lands on a prize, with the weights as chances', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 12 }),
        (hex, weights) => {
          const i = pickPrizeIndex(hex, weights);
          return Number.isInteger(i) && i >= 0 && i < weights.length;
        },
      ),
      { numRuns: 1000 },
    );
    const weights = [1, 4, 60, 50, 300, 335, 250];
    const counts = new Array(weights.length).fill(0);
    for (let n = 0; n < 20_000; n++) counts[pickPrizeIndex(sha256(String(n)), weights)] += 1;
    weights.forEach((w, i) => {
      expect(Math.abs(counts[i] / 20_000 - w / 1000)).toBeLessThan(0.012);
    });
  });
});

describe('the verifiable lottery', () => {
  const ctx = useTempStore('each');
  const api = () => createApiApp({ store: ctx.store });
  const lotteryId = () => activityIdOf(ctx.store, ActivityType.Lottery, ActivityStage.InProgress);

  it('after the end counts no draw left and tells the unused ones that expired', async () => {
    // Use pass 2, finding 8: an ended lottery told the user nothing of the chances it voided.
    const activityId = lotteryId();
    const token = tokenFor(ctx.store, 'trader@demo.test');
    const before = (await callWith(api(), 'lotteryInfo', { activityId }, { token })).envelope.data;
    expect(before).toMatchObject({ remainingDraws: 3, expiredDraws: 0 });
    ctx.store.clock.setOffsetMs(11 * 86_400_000);
    try {
      // Logged in again: the first token has expired meanwhile (7 days).
      const again = tokenFor(ctx.store, 'trader@demo.test');
      const after = (await callWith(api(), 'lotteryInfo', { activityId }, { token: again }))
        .envelope.data;
      expect(after).toMatchObject({ remainingDraws: 0, expiredDraws: 3 });
    } finally {
      ctx.store.clock.setOffsetMs(0);
    }
  });

  it('commits to a seed, reveals it, and picks the prize anyone can recompute', async () => {
    const activityId = lotteryId();
    const token = tokenFor(ctx.store, 'trader@demo.test');
    const info = (await callWith(api(), 'lotteryInfo', { activityId }, { token })).envelope.data;
    expect(info.remainingDraws).toBe(3);
    expect(info.prizes.reduce((sum, p) => sum + p.weight, 0)).toBe(1000);
    let commitment = info.nextSeedHash;
    for (let i = 0; i < 3; i++) {
      const clientSeed = `my-luck-${i}`;
      const draw = (await callWith(api(), 'lotteryDraw', { activityId, clientSeed }, { token }))
        .envelope.data;
      expect(draw.seedHash).toBe(commitment);
      expect(sha256(draw.seed)).toBe(commitment);
      expect(draw.clientSeed).toBe(clientSeed);
      const index = pickPrizeIndex(
        hmac(draw.seed, clientSeed),
        info.prizes.map((p) => p.weight),
      );
      expect(draw.prize).toEqual(info.prizes[index]);
      expect(draw.nextSeedHash).not.toBe(commitment);
      commitment = draw.nextSeedHash!;
    }
    const after = (await callWith(api(), 'lotteryInfo', { activityId }, { token })).envelope.data;
    expect(after.nextSeedHash).toBe(commitment);
  });

  it('uses a draw chance per draw, grants the prize, and stops at none', async () => {
    const activityId = lotteryId();
    const token = tokenFor(ctx.store, 'trader@demo.test');
    const rewardsBefore = (await callWith(api(), 'rewardList', { activityId }, { token })).envelope
      .data.total;
    let remaining = 3;
    let draws = 0;
    while (remaining > 0 && draws < 20) {
      const { envelope } = await callWith(
        api(),
        'lotteryDraw',
        { activityId, clientSeed: `seed-${draws}` },
        { token },
      );
      // An "Extra draw" prize gives a chance back; anything else leaves one fewer.
      const extra = envelope.data.prize.reward.rewardType === 'LOTTERY_COUNT' ? 1 : 0;
      expect(envelope.data.remainingDraws).toBe(remaining - 1 + extra);
      remaining = envelope.data.remainingDraws;
      draws += 1;
      ctx.store.clock.setOffsetMs(ctx.store.clock.offsetMs() + 11_000);
    }
    const none = await callWith(api(), 'lotteryDraw', { activityId, clientSeed: 'x' }, { token });
    expect(none.envelope).toEqual({
      code: ResponseCode.TipMessage,
      msg: 'no draw chances left',
      data: null,
    });
    const rewardsAfter = await callWith(api(), 'rewardList', { activityId }, { token });
    expect(rewardsAfter.envelope.data.total).toBe(rewardsBefore + draws);
    const chances = await callWith(
      api(),
      'rewardList',
      { activityId, rewardType: 'LOTTERY_COUNT', status: 'USED' },
      { token },
    );
    expect(chances.envelope.data.total).toBeGreaterThanOrEqual(1);
  });

  it('lists draw chances with how many are used, so My rewards can say what is left', async () => {
    const activityId = lotteryId();
    let token = tokenFor(ctx.store, 'trader@demo.test');
    const chances = async (status?: 'ISSUED' | 'USED' | 'EXPIRED') => {
      const request = {
        activityId,
        rewardType: 'LOTTERY_COUNT' as const,
        ...(status && { status }),
      };
      const { envelope } = await callWith(api(), 'rewardList', request, { token });
      expect(envelope.code, envelope.msg).toBe(ResponseCode.Success);
      return envelope.data.items;
    };
    // Ada's three seeded chances: the oldest, spent first (an extra draw adds a newer reward).
    const seeded = async (status?: 'ISSUED' | 'USED' | 'EXPIRED') =>
      (await chances(status)).find((r) => r.amount === '3');
    expect(await seeded()).toMatchObject({ status: 'ISSUED', usedAmount: '0' });
    const draw = async (n: number) => {
      const request = { activityId, clientSeed: `used-${n}` };
      const { envelope } = await callWith(api(), 'lotteryDraw', request, { token });
      expect(envelope.code, envelope.msg).toBe(ResponseCode.Success);
      ctx.store.clock.setOffsetMs(ctx.store.clock.offsetMs() + 11_000);
    };
    await draw(1);
    await draw(2);
    expect(await seeded('ISSUED')).toMatchObject({ amount: '3', usedAmount: '2' });

    // After its lottery ends the chance expires, still saying how many were used.
    const offset = ctx.store.clock.offsetMs();
    ctx.store.clock.setOffsetMs(offset + 11 * 86_400_000);
    // A session of that moment: the first one has not lived that long.
    token = tokenFor(ctx.store, 'trader@demo.test');
    expect(await seeded('EXPIRED')).toMatchObject({ status: 'EXPIRED', usedAmount: '2' });
    ctx.store.clock.setOffsetMs(offset);
    token = tokenFor(ctx.store, 'trader@demo.test');

    // The last one used: the reward is USED, and "Available" no longer lists it.
    await draw(3);
    expect(await seeded('USED')).toMatchObject({ status: 'USED', usedAmount: '3' });
    expect(await seeded('ISSUED')).toBeUndefined();
    // Rewards used at once say nothing of a use.
    const all = (await callWith(api(), 'rewardList', { pageSize: 50 }, { token })).envelope.data;
    for (const r of all.items.filter((r) => r.rewardType !== 'LOTTERY_COUNT')) {
      expect(r.usedAmount, r.rewardType).toBeUndefined();
    }
  });

  it('earns draw chances from LOTTERY_COUNT task rewards', async () => {
    const activityId = lotteryId();
    const newbie = demoUser(ctx.store, 'newbie@demo.test').id;
    const token = tokenFor(ctx.store, 'newbie@demo.test');
    expect(
      (await callWith(api(), 'lotteryInfo', { activityId }, { token })).envelope.data
        .remainingDraws,
    ).toBe(0);
    simulateShare(ctx.store, newbie);
    const taskId = taskIdOf(ctx.store, activityId, 'SHARE_LINK');
    const claim = await callWith(api(), 'obtainReward', { activityId, taskId }, { token });
    expect(claim.envelope.data.reward).toMatchObject({ rewardType: 'LOTTERY_COUNT', amount: '1' });
    expect(claim.envelope.data.reward.expiresAt).toBeGreaterThan(ctx.store.clock.now());
    const info = (await callWith(api(), 'lotteryInfo', { activityId }, { token })).envelope.data;
    expect(info.remainingDraws).toBe(1);
  });

  it('replays a resent draw with the same idempotency key instead of drawing again', async () => {
    const activityId = lotteryId();
    const token = tokenFor(ctx.store, 'trader@demo.test');
    const options = { token, idempotencyKey: `draw:${activityId}:resent` };
    const request = { activityId, clientSeed: 'resent' };
    const [a, b] = await Promise.all([
      callWith(api(), 'lotteryDraw', request, options),
      callWith(api(), 'lotteryDraw', request, options),
    ]);
    expect(b?.envelope).toEqual(a?.envelope);
    const info = (await callWith(api(), 'lotteryInfo', { activityId }, { token })).envelope.data;
    expect(info.remainingDraws).toBe(a?.envelope.data.remainingDraws);
  });

  it('shows visitors the wheel without a commitment, and refuses non-lotteries', async () => {
    const activityId = lotteryId();
    const visitor = (await callWith(api(), 'lotteryInfo', { activityId })).envelope.data;
    expect(visitor).toMatchObject({ remainingDraws: 0, nextSeedHash: '' });
    expect(visitor.prizes).toHaveLength(7);
    const other = activityIdOf(ctx.store, ActivityType.Deposit, ActivityStage.InProgress);
    expect((await callWith(api(), 'lotteryInfo', { activityId: other })).envelope.msg).toBe(
      `activity ${other} is not a lottery`,
    );
    const ended = activityIdOf(ctx.store, ActivityType.Lottery, ActivityStage.Finished);
    const token = tokenFor(ctx.store, 'trader@demo.test');
    const closed = await callWith(
      api(),
      'lotteryDraw',
      { activityId: ended, clientSeed: 'x' },
      { token },
    );
    expect(closed.envelope.msg).toBe('the lottery is not open');
  });
});
