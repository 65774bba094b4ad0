import type { Database } from 'better-sqlite3';
import { ActivityStage, ActivityType } from '../../src/domain/activity.ts';
import { CAMPAIGNS } from './campaigns.ts';
import { coupon, draws, item, type RewardSpec, sbx, usdt } from './catalog-rewards.ts';
import { toMicros } from './decimal.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { insertEnrolment } from './enrolments.ts';
import { createMessage } from './messages.ts';
import { type Market, recordEvent } from './user-events.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Sets the demo accounts' region, VIP level, risk flag and linked account. */
export function seedProfiles(db: Database): void {
  const update = db.prepare(`UPDATE users SET region = ?, vip_level = ?, risk_flagged = ?,
    linked_user_id = (SELECT id FROM users WHERE lower(email) = lower(?)) WHERE lower(email) = ?`);
  for (const a of DEMO_ACCOUNTS) {
    update.run(a.region, a.vipLevel, a.riskFlagged ? 1 : 0, a.linkedTo ?? null, a.email);
  }
}

function userId(db: Database, email: string): number | undefined {
  return db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as
    | number
    | undefined;
}

function activity(db: Database, type: ActivityType, stage: ActivityStage) {
  return db
    .prepare('SELECT id, start_time AS start, end_time AS end FROM activities WHERE alias = ?')
    .get(CAMPAIGNS[type][stage].alias) as { id: number; start: number; end: number } | undefined;
}

type Step =
  | { at: number; deposit: string; currency?: string }
  | { at: number; trade: string; market: Market }
  | { at: number; share: true };

function recordSteps(db: Database, user: number, steps: readonly Step[]): void {
  for (const s of steps) {
    if ('deposit' in s) {
      const currency = s.currency ?? 'USDT';
      recordEvent(db, {
        userId: user,
        kind: 'deposit',
        at: s.at,
        amountMicros: toMicros(s.deposit),
        currency,
      });
    } else if ('trade' in s) {
      recordEvent(db, {
        userId: user,
        kind: 'trade',
        at: s.at,
        amountMicros: toMicros(s.trade),
        market: s.market,
      });
    } else {
      recordEvent(db, { userId: user, kind: 'share', at: s.at });
    }
  }
}

/**
 * The demo accounts' past: deposits and trades, Ada's enrolment in the live BTC competition
 * (with a trade before it that did not count), her rewards of every type and status, her
 * lottery chances, and everyone's inbox. Returns the rows it wrote.
 */
export function seedHistory(db: Database, now: number): { messages: number; rewards: number } {
  const ago = (ms: number) => now - ms;
  // Today's trades and share, `ms` ago but never before the exchange's day began (UTC): at
  // 00:30 a trade "2 hours ago" was yesterday's, and the daily tasks a fresh seed has ready to
  // claim were not (CI at 00:35 UTC). Within a day younger than that, at `share` of its time.
  const dayStart = now - (now % DAY);
  const today = (ms: number, share: number) =>
    Math.max(ago(ms), dayStart + (now - dayStart) * share);
  const trader = userId(db, 'trader@demo.test');
  const live = activity(db, ActivityType.PersonalTrading, ActivityStage.InProgress);
  let rewards = 0;
  if (trader !== undefined && live) {
    // After the start, so the trade an hour before it shows what enrolling late costs.
    const enrolledAt = Math.min(live.start + 6 * HOUR, ago(12 * HOUR));
    recordSteps(db, trader, [
      { at: ago(30 * DAY), deposit: '2000' },
      { at: ago(20 * DAY), deposit: '500', currency: 'SBX' },
      { at: ago(10 * DAY), deposit: '0.05', currency: 'BTC' },
      { at: ago(9 * DAY), trade: '1200', market: 'spot' },
      { at: enrolledAt - HOUR, trade: '3000', market: 'futures' },
      { at: enrolledAt + 6 * HOUR, trade: '4000', market: 'futures' },
      { at: today(3 * HOUR, 0.25), trade: '800', market: 'spot' },
      { at: today(2 * HOUR, 0.5), trade: '7500', market: 'futures' },
      { at: today(5 * HOUR, 0.1), share: true },
    ]);
    insertEnrolment(db, trader, live.id, 'standard', enrolledAt);
    rewards = seedTraderRewards(db, trader, now);
  }
  const steps: Record<string, Step[]> = {
    'overseas@demo.test': [
      { at: ago(7 * DAY), deposit: '300' },
      { at: ago(7 * DAY), deposit: '20', currency: 'SBX' },
      { at: ago(6 * DAY), trade: '150', market: 'spot' },
    ],
    'agent@demo.test': [
      { at: ago(60 * DAY), deposit: '1000' },
      { at: ago(4 * DAY), trade: '2500', market: 'futures' },
    ],
    'risky@demo.test': [
      { at: ago(10 * DAY), deposit: '5000' },
      { at: ago(9 * DAY), trade: '90000', market: 'futures' },
    ],
    'twin@demo.test': [{ at: ago(4 * DAY), deposit: '100' }],
  };
  for (const [email, list] of Object.entries(steps)) {
    const id = userId(db, email);
    if (id !== undefined) recordSteps(db, id, list);
  }
  return { messages: seedInboxes(db, now), rewards };
}

function seedTraderRewards(db: Database, trader: number, now: number): number {
  const insert = db.prepare(`INSERT INTO user_rewards (user_id, activity_id, source, reward_type,
    category, amount, currency, expires_at, status, granted_at)
    VALUES (?, ?, 'seed', ?, ?, ?, ?, ?, ?, ?)`);
  const grants: [
    ActivityType,
    ActivityStage,
    RewardSpec,
    number,
    number | null,
    'ISSUED' | 'USED',
  ][] = [
    [ActivityType.NewUser, ActivityStage.Finished, usdt('10'), 40 * DAY, null, 'USED'],
    [
      ActivityType.PersonalTrading,
      ActivityStage.Finished,
      coupon('20'),
      12 * DAY,
      -5 * DAY,
      'ISSUED',
    ],
    // Each is a reward its activity promises (a task's, a prize); two are told in the inbox.
    // "Trade any spot amount today": its 10 SBX.
    [ActivityType.CompoundTrading, ActivityStage.Finished, sbx('10'), 9 * DAY, null, 'ISSUED'],
    [ActivityType.Deposit, ActivityStage.Finished, sbx('20', 'DROP'), 8 * DAY, null, 'ISSUED'],
    // "Subscribe 100 USDT to Earn": a 14-day trial bonus granted 11 days ago.
    [ActivityType.Deposit, ActivityStage.Finished, usdt('5'), 11 * DAY, 3 * DAY, 'ISSUED'],
    [ActivityType.Lottery, ActivityStage.Finished, item(), 7 * DAY, null, 'ISSUED'],
  ];
  let count = 0;
  for (const [type, stage, spec, age, expiresIn, status] of grants) {
    const a = activity(db, type, stage);
    if (!a) continue;
    const grantedAt = Math.min(now - age, a.end);
    const expires = expiresIn === null ? null : now + expiresIn;
    insert.run(
      trader,
      a.id,
      spec.rewardType,
      spec.category,
      spec.amount,
      spec.currency,
      expires,
      status,
      grantedAt,
    );
    count += 1;
  }
  const lottery = activity(db, ActivityType.Lottery, ActivityStage.InProgress);
  if (lottery) {
    const chances = draws('3');
    insert.run(
      trader,
      lottery.id,
      chances.rewardType,
      chances.category,
      chances.amount,
      chances.currency,
      lottery.end,
      'ISSUED',
      now - DAY,
    );
    count += 1;
  }
  return count;
}

function seedInboxes(db: Database, now: number): number {
  const users = db.prepare('SELECT id, email, created_at AS createdAt FROM users').all() as {
    id: number;
    email: string;
    createdAt: number;
  }[];
  const live = (
    db
      .prepare(`SELECT a.id, a.title FROM activities a JOIN banners b
    ON b.link = '/activity/' || a.id OR b.link = '/activity/by-code/' || a.alias ORDER BY b.sort`)
      .all() as { id: number; title: string }[]
  ).slice(0, 4);
  let count = 0;
  const add = (userId: number, m: Omit<Parameters<typeof createMessage>[1], 'userId'>) => {
    createMessage(db, { userId, ...m });
    count += 1;
  };
  for (const u of users) {
    add(u.id, {
      title: 'Welcome to Sandbox Exchange',
      summary: 'Your account is ready. Verify your identity to unlock every promotion.',
      content:
        '<p>Welcome! Verify your identity (KYC) and make a first deposit to get started.</p>',
      category: 'SYSTEM',
      createdAt: Math.min(u.createdAt + 60_000, now),
      readAt: Math.min(u.createdAt + 120_000, now),
    });
    add(u.id, {
      title: 'Security tip: turn on two-factor authentication',
      summary: 'Protect your account with an authenticator app.',
      content: '<p>Turn on two-factor authentication in <em>Account security</em>.</p>',
      category: 'SYSTEM',
      createdAt: now - 2 * DAY,
    });
    live.forEach(({ id: activityId, title }, i) => {
      add(u.id, {
        title: `Now live: ${title}`,
        summary: 'Join now: only activity after you join counts.',
        content: `<p><strong>${title}</strong> is live. Open the activity centre to join.</p>`,
        category: 'ACTIVITY',
        createdAt: now - (i + 1) * 5 * HOUR,
        activityId,
        ...(i >= 2 ? { readAt: now - HOUR } : {}),
      });
    });
    if (u.email === 'trader@demo.test') {
      // The two rewards of Ada's seeded past that the inbox tells of (seedTraderRewards).
      const marathon = activity(db, ActivityType.CompoundTrading, ActivityStage.Finished);
      add(u.id, {
        title: 'Reward received: 10 SBX',
        summary: 'For "Trade any spot amount today" in Trading Marathon.',
        content: '<p>You received <strong>10 SBX</strong>.</p>',
        category: 'REWARD',
        createdAt: now - 9 * DAY,
        readAt: now - 8 * DAY,
        ...(marathon ? { activityId: marathon.id } : {}),
      });
      const bonus = activity(db, ActivityType.Deposit, ActivityStage.Finished);
      add(u.id, {
        title: 'Your 5 USDT trial bonus expires in 3 days',
        summary: 'Use it in futures trading before it expires.',
        content: '<p>Your trial bonus of <strong>5 USDT</strong> expires in 3 days.</p>',
        category: 'REWARD',
        createdAt: now - 6 * HOUR,
        ...(bonus ? { activityId: bonus.id } : {}),
      });
    }
    if (['agent@demo.test', 'partner@demo.test', 'affiliate@demo.test'].includes(u.email)) {
      add(u.id, {
        title: 'Your weekly rebate report is ready',
        summary: 'See your referrals, rebates and performance for the last 7 days.',
        content: '<p>Your weekly report is ready in the agent dashboard.</p>',
        category: 'SYSTEM',
        createdAt: now - DAY,
      });
    }
  }
  return count;
}
