import type { Database } from 'better-sqlite3';
import { ACTIVITY_TYPES, ActivityStage, ActivityType } from '../../src/domain/activity.ts';
import { activityImagePath, bannerImagePath } from '../asset-paths.ts';
import { CAMPAIGNS } from './campaigns.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { hashPassword } from './password.ts';
import { seedAgents } from './seed-agents.ts';
import { seedHistory, seedProfiles } from './seed-history.ts';
import { seedActivityRules } from './seed-rules.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How many rows the seed wrote. */
export interface SeedSummary {
  users: number;
  activities: number;
  banners: number;
  tasks: number;
  agents: number;
  messages: number;
  rewards: number;
}

/** Live campaigns of these types get a banner, in this order. */
const BANNER_TYPES: readonly ActivityType[] = [
  ActivityType.NewUser,
  ActivityType.PersonalTrading,
  ActivityType.Lottery,
  ActivityType.TradingDepositBonus,
];

const count = (db: Database, table: string) =>
  Number(db.prepare(`SELECT count(*) FROM ${table}`).pluck().get());

/** Whether the database holds no users and no activities yet. */
export function isEmpty(db: Database): boolean {
  return count(db, 'users') === 0 && count(db, 'activities') === 0;
}

/** Whether a seed run wrote anything. */
export function seededAnything(summary: SeedSummary): boolean {
  return Object.values(summary).some((n) => n > 0);
}

/**
 * Seeds what is missing, all timed relative to `now` so the stages hold whenever it runs:
 * the demo accounts, 27 activities (each type upcoming, live and ended) with banners, and
 * the business rules' data (details, tasks, prizes, agents, histories, inboxes). A database
 * from before the rules gets them on its first open after migrating. Returns the rows it
 * wrote, all zero when nothing was missing.
 */
export function seed(db: Database, now: number): SeedSummary {
  const exists = db.prepare('SELECT 1 FROM users WHERE lower(email) = lower(?)').pluck();
  const newAccounts = DEMO_ACCOUNTS.filter((a) => exists.get(a.email) === undefined);
  const needActivities = count(db, 'activities') === 0;
  const needRules = count(db, 'activity_details') === 0;
  const summary: SeedSummary = {
    users: newAccounts.length,
    activities: 0,
    banners: 0,
    tasks: 0,
    agents: 0,
    messages: 0,
    rewards: 0,
  };
  if (newAccounts.length === 0 && !needActivities && !needRules) return summary;
  // Hash before the transaction: scrypt is slow and needs no lock. The demo accounts share
  // one password by design, so one hash serves them all.
  const passwordHash = newAccounts.length > 0 ? demoPasswordHash() : '';
  const insertUser = db.prepare(`INSERT INTO users (login_name, email, mobile, password_hash,
    is_overseas, language_type, invite_code, invite_type, is_agent, kyc_passed, created_at)
    VALUES (@loginName, @email, @mobile, @passwordHash, @isOverseas, @languageType,
    @inviteCode, @inviteType, @isAgent, @kycPassed, @createdAt)`);
  return db.transaction((): SeedSummary => {
    newAccounts.forEach((a) => {
      insertUser.run({
        ...a,
        passwordHash,
        isOverseas: bit(a.isOverseas),
        isAgent: bit(a.isAgent),
        kycPassed: bit(a.kycPassed),
        createdAt: now - a.registeredDaysAgo * DAY,
      });
    });
    seedProfiles(db);
    if (needActivities) Object.assign(summary, seedActivities(db, now));
    if (needRules) {
      summary.tasks = seedActivityRules(db);
      summary.agents = seedAgents(db, now);
      Object.assign(summary, seedHistory(db, now));
    }
    return summary;
  })();
}

let demoHash: string | undefined;
/**
 * The demo password's hash, made once a process: a reset reseeds before every browser test and
 * every sandbox unit test seeds a fresh store, and scrypt is slow by design (~0.1 s a hash).
 */
function demoPasswordHash(): string {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

function seedActivities(db: Database, now: number): { activities: number; banners: number } {
  const insertActivity = db.prepare(`INSERT INTO activities (alias, type, title, summary,
    image_url, start_time, end_time, reward_pool, reward_currency, participants, sort)
    VALUES (@alias, @type, @title, @summary, @imageUrl, @start, @end, @rewardPool,
    @rewardCurrency, @participants, @sort)`);
  const insertBanner = db.prepare(
    'INSERT INTO banners (title, image_url, link, sort) VALUES (?, ?, ?, ?)',
  );
  const liveIds = new Map<ActivityType, number>();
  let activities = 0;
  ACTIVITY_TYPES.forEach((type, i) => {
    for (const stage of Object.values(ActivityStage)) {
      const imageUrl = activityImagePath(type);
      const times = schedule(type, stage, i, now);
      const row = { ...CAMPAIGNS[type][stage], type, imageUrl, ...times };
      const { lastInsertRowid } = insertActivity.run(row);
      if (stage === ActivityStage.InProgress) liveIds.set(type, Number(lastInsertRowid));
      activities += 1;
    }
  });
  BANNER_TYPES.forEach((type, i) => {
    const title = CAMPAIGNS[type][ActivityStage.InProgress].title;
    // The daily draw's banner names it by its code, as a marketer's link to a recurring campaign
    // would: the app resolves it with getActivityId.
    const link =
      type === ActivityType.Lottery
        ? `/activity/by-code/${CAMPAIGNS[type][ActivityStage.InProgress].alias}`
        : `/activity/${liveIds.get(type)}`;
    insertBanner.run(title, bannerImagePath(i + 1), link, i + 1);
  });
  return { activities, banners: BANNER_TYPES.length };
}

/**
 * How long the live lucky draw still runs: its daily tasks and daily draws can be followed for
 * a week of sandbox days (the 7-day soak, tests/e2e/soak.spec.ts).
 */
const LIVE_LOTTERY_DAYS_LEFT = 10;

/**
 * Start, end and sort of the i-th type's campaign in a stage. The offsets vary with i so the
 * list shows a spread: some live campaigns end within hours, others in days.
 */
function schedule(type: ActivityType, stage: ActivityStage, i: number, now: number) {
  if (type === ActivityType.Lottery && stage === ActivityStage.InProgress) {
    return {
      start: now - (1 + (i % 5)) * DAY,
      end: now + LIVE_LOTTERY_DAYS_LEFT * DAY,
      sort: 100 + i,
    };
  }
  switch (stage) {
    case ActivityStage.NotStart: {
      // Starts between 2 and 5 days from now.
      const start = now + 2 * DAY + i * 8 * HOUR;
      return { start, end: start + (7 + (i % 3) * 7) * DAY, sort: 200 + i };
    }
    case ActivityStage.InProgress: {
      const end = i % 2 === 0 ? now + (3 + i) * HOUR : now + (1 + (i % 4)) * DAY;
      return { start: now - (1 + (i % 5)) * DAY, end, sort: 100 + i };
    }
    case ActivityStage.Finished: {
      const end = now - (1 + (i % 6)) * DAY;
      return { start: end - (10 + i) * DAY, end, sort: 300 + i };
    }
  }
}

function bit(value: boolean): number {
  return value ? 1 : 0;
}
