import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { ActivityStage, ActivityType } from '../../src/domain/activity.ts';
import { ResponseCode } from '../../src/domain/codes.ts';
import { pickPrizeIndex } from '../../src/domain/draw-verify.ts';
import type { DrawResult, LotteryInfo, LotteryPrize } from '../../src/domain/lottery.ts';
import { type ActivityRecord, rewardSummary, stageOf } from './activity-records.ts';
import { type RewardSpec, rewardOfColumns } from './catalog-rewards.ts';
import { createMessage } from './messages.ts';
import { Refusal } from './refusal.ts';
import { drawChances, expiredDrawChances, insertReward, spendDrawChance } from './rewards.ts';
import type { RuleContext } from './rule-context.ts';
import type { UserRecord } from './users.ts';

/** The seed commitment: SHA-256 of the seed's text, in hex. */
function seedHashOf(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

/** The draw's randomness: HMAC-SHA256 keyed with the seed over the client seed, in hex. */
function drawDigest(seed: string, clientSeed: string): string {
  return createHmac('sha256', seed).update(clientSeed, 'utf8').digest('hex');
}

interface PrizeRow {
  id: number;
  name: string;
  reward_type: RewardSpec['rewardType'];
  category: RewardSpec['category'];
  amount: string;
  currency: string;
  valid_days: number | null;
  weight: number;
}

function listPrizes(db: Database, activityId: number): { prize: LotteryPrize; spec: RewardSpec }[] {
  const rows = db
    .prepare('SELECT * FROM lottery_prizes WHERE activity_id = ? ORDER BY sort, id')
    .all(activityId) as PrizeRow[];
  return rows.map((row) => {
    const spec = rewardOfColumns(
      row.reward_type,
      row.category,
      row.amount,
      row.currency,
      row.valid_days,
    );
    return {
      prize: { prizeId: row.id, name: row.name, reward: rewardSummary(spec), weight: row.weight },
      spec,
    };
  });
}

/** The user's committed seed for their next draw, created on first need. */
function committedSeed(db: Database, userId: number, activityId: number): string {
  const read = db
    .prepare('SELECT seed FROM lottery_seeds WHERE user_id = ? AND activity_id = ?')
    .pluck();
  const existing = read.get(userId, activityId) as string | undefined;
  if (existing) return existing;
  const seed = randomBytes(32).toString('hex');
  db.prepare('INSERT INTO lottery_seeds (user_id, activity_id, seed) VALUES (?, ?, ?)').run(
    userId,
    activityId,
    seed,
  );
  return seed;
}

function requireLottery(activity: ActivityRecord): void {
  if (activity.type !== ActivityType.Lottery) {
    throw new Refusal(ResponseCode.TipMessage, `activity ${activity.id} is not a lottery`);
  }
}

/** The wheel, the user's draw chances and the commitment to their next seed. */
export function lotteryInfo(
  db: Database,
  user: UserRecord | undefined,
  activity: ActivityRecord,
  now: number,
): LotteryInfo {
  requireLottery(activity);
  const prizes = listPrizes(db, activity.id).map((p) => p.prize);
  if (!user) return { remainingDraws: 0, prizes, nextSeedHash: '', drawsMade: 0 };
  return {
    remainingDraws: drawChances(db, user.id, activity.id, now),
    prizes,
    nextSeedHash: seedHashOf(committedSeed(db, user.id, activity.id)),
    drawsMade: drawsMade(db, user.id, activity.id),
    expiredDraws: expiredDrawChances(db, user.id, activity.id, now),
  };
}

/** How many draws a user has made in a lottery; the next draw is number `drawsMade + 1`. */
function drawsMade(db: Database, userId: number, activityId: number): number {
  return db
    .prepare('SELECT count(*) FROM draws WHERE user_id = ? AND activity_id = ?')
    .pluck()
    .get(userId, activityId) as number;
}

/**
 * Draws once: uses a draw chance, picks the prize from the committed seed and the client's
 * seed (see src/domain/draw-verify.ts), grants it, reveals the seed and commits to a new one.
 */
export function drawPrize(
  ctx: RuleContext,
  user: UserRecord,
  activity: ActivityRecord,
  clientSeed: string,
): DrawResult {
  const { db, now } = ctx;
  requireLottery(activity);
  ctx.countAttempt();
  if (stageOf(activity, now) !== ActivityStage.InProgress) {
    throw new Refusal(ResponseCode.TipMessage, 'the lottery is not open');
  }
  if (user.riskFlagged) {
    throw new Refusal(ResponseCode.RiskTip, 'risk control: this account cannot draw');
  }
  if (user.linkedUserId !== undefined) {
    throw new Refusal(ResponseCode.MultipleAccounts, 'multiple accounts: a linked account draws');
  }
  if (!spendDrawChance(db, user.id, activity.id, now)) {
    throw new Refusal(ResponseCode.TipMessage, 'no draw chances left');
  }
  const prizes = listPrizes(db, activity.id);
  const seed = committedSeed(db, user.id, activity.id);
  const index = pickPrizeIndex(
    drawDigest(seed, clientSeed),
    prizes.map((p) => p.prize.weight),
  );
  const { prize, spec } = prizes[index]!;
  const rewardId = insertReward(db, {
    userId: user.id,
    activityId: activity.id,
    source: 'draw',
    spec,
    grantedAt: now,
    activityEnd: activity.endTime,
  });
  const { lastInsertRowid } = db
    .prepare(`INSERT INTO draws (user_id, activity_id, seed, seed_hash, client_seed, prize_id,
      reward_id, drawn_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(user.id, activity.id, seed, seedHashOf(seed), clientSeed, prize.prizeId, rewardId, now);
  const nextSeed = randomBytes(32).toString('hex');
  db.prepare('UPDATE lottery_seeds SET seed = ? WHERE user_id = ? AND activity_id = ?').run(
    nextSeed,
    user.id,
    activity.id,
  );
  ctx.emit({ type: 'rewardGranted', userId: user.id, activityId: activity.id, rewardId });
  if (spec.rewardType === 'PHYSICAL') {
    const messageId = createMessage(db, {
      userId: user.id,
      title: `You won: ${prize.name}`,
      summary: 'Confirm your shipping address within 14 days.',
      content: `<p>Congratulations! You won a <strong>${prize.name}</strong> in ${activity.title}.</p>`,
      category: 'REWARD',
      createdAt: now,
      activityId: activity.id,
    });
    ctx.emit({ type: 'messageCreated', userId: user.id, messageId });
  }
  return {
    drawId: Number(lastInsertRowid),
    prize,
    seed,
    seedHash: seedHashOf(seed),
    clientSeed,
    remainingDraws: drawChances(db, user.id, activity.id, now),
    drawsMade: drawsMade(db, user.id, activity.id),
    drawnAt: now,
    nextSeedHash: seedHashOf(nextSeed),
  };
}
