import type { Database } from 'better-sqlite3';
import { type ActivityStage, type ActivitySummary, stageAt } from '../../src/domain/activity.ts';
import type { ActivityDetail } from '../../src/domain/activity-detail.ts';
import { ResponseCode } from '../../src/domain/codes.ts';
import type { ActivityAlias, ActivityTheme } from '../../src/domain/enrolment-answers.ts';
import type { RewardSummary } from '../../src/domain/reward.ts';
import { type ActivityRow, summaryOfRow } from './activities.ts';
import type { RewardSpec } from './catalog-rewards.ts';
import { Refusal } from './refusal.ts';

/** An activity with its rules, as the rules read it. Times are epoch ms. */
export interface ActivityRecord extends Omit<ActivitySummary, 'activityId' | 'stage'> {
  id: number;
  identifier: string;
  kind: 'productized' | 'nonProductized';
  rules: string;
  introduce: string;
  highlights: string[];
  newUsersOnly: boolean;
  requiresKyc: boolean;
  requiresEnrolment: boolean;
  downloadRequired: boolean;
  needsRegisterCode: boolean;
  needsVipCode: boolean;
  needsKolBind: boolean;
  excludedRegions: string[];
  featuredPair: string | undefined;
  airdropPrizeId: number | undefined;
  /** Most participants allowed; undefined for no limit. */
  quota: number | undefined;
  reward: RewardSpec;
  tiers: { threshold: string; reward: RewardSpec }[];
  theme: ActivityTheme;
}

/** An activity's row joined with its details' columns. */
interface Row extends ActivityRow {
  identifier: string;
  kind: 'productized' | 'nonProductized';
  rules: string;
  introduce: string;
  highlights: string;
  new_users_only: number;
  requires_kyc: number;
  requires_enrolment: number;
  download_required: number;
  needs_register_code: number;
  needs_vip_code: number;
  needs_kol_bind: number;
  excluded_regions: string;
  featured_pair: string | null;
  airdrop_prize_id: number | null;
  quota: number | null;
  reward: string;
  reward_tiers: string;
  theme: string;
}

const SELECT = `SELECT a.*, d.* FROM activities a JOIN activity_details d ON d.activity_id = a.id`;

function toRecord(row: Row): ActivityRecord {
  return {
    id: row.id,
    ...summaryOfRow(row),
    identifier: row.identifier,
    kind: row.kind,
    rules: row.rules,
    introduce: row.introduce,
    highlights: JSON.parse(row.highlights) as string[],
    newUsersOnly: row.new_users_only === 1,
    requiresKyc: row.requires_kyc === 1,
    requiresEnrolment: row.requires_enrolment === 1,
    downloadRequired: row.download_required === 1,
    needsRegisterCode: row.needs_register_code === 1,
    needsVipCode: row.needs_vip_code === 1,
    needsKolBind: row.needs_kol_bind === 1,
    excludedRegions: row.excluded_regions ? row.excluded_regions.split(',') : [],
    featuredPair: row.featured_pair ?? undefined,
    airdropPrizeId: row.airdrop_prize_id ?? undefined,
    quota: row.quota ?? undefined,
    reward: JSON.parse(row.reward) as RewardSpec,
    tiers: JSON.parse(row.reward_tiers) as ActivityRecord['tiers'],
    theme: JSON.parse(row.theme) as ActivityTheme,
  };
}

/** The activity with an id, with its rules. */
export function findActivity(db: Database, id: number): ActivityRecord | undefined {
  const row = db.prepare(`${SELECT} WHERE a.id = ?`).get(id) as Row | undefined;
  return row && toRecord(row);
}

/** The activity a call names, or a 51020 refusal saying there is none. */
export function requireActivity(db: Database, id: number): ActivityRecord {
  const activity = findActivity(db, id);
  if (!activity) throw new Refusal(ResponseCode.TipMessage, `no such activity: ${id}`);
  return activity;
}

/** The activity with an alias (getActivityId). */
export function findActivityByAlias(db: Database, alias: string): ActivityRecord | undefined {
  const row = db.prepare(`${SELECT} WHERE a.alias = ?`).get(alias) as Row | undefined;
  return row && toRecord(row);
}

/** The activity with a general identifier (general/getActivityId). */
export function findActivityByIdentifier(
  db: Database,
  identifier: string,
): ActivityRecord | undefined {
  const row = db.prepare(`${SELECT} WHERE d.identifier = ?`).get(identifier) as Row | undefined;
  return row && toRecord(row);
}

/** Every activity with rules, in display order. */
export function listActivityRecords(db: Database): ActivityRecord[] {
  return (db.prepare(`${SELECT} ORDER BY a.sort, a.id`).all() as Row[]).map(toRecord);
}

/** The stage at sandbox time `now`. */
export function stageOf(activity: ActivityRecord, now: number): ActivityStage {
  return stageAt(activity.startTime, activity.endTime, now);
}

/** A catalog reward as the wire shows it before it is granted (no expiry yet). */
export function rewardSummary(spec: RewardSpec): RewardSummary {
  return {
    rewardType: spec.rewardType,
    category: spec.category,
    amount: spec.amount,
    currency: spec.currency,
  };
}

function toSummary(a: ActivityRecord, now: number): ActivitySummary {
  return {
    activityId: a.id,
    alias: a.alias,
    type: a.type,
    title: a.title,
    summary: a.summary,
    imageUrl: a.imageUrl,
    startTime: a.startTime,
    endTime: a.endTime,
    stage: stageOf(a, now),
    rewardPool: a.rewardPool,
    rewardCurrency: a.rewardCurrency,
    participants: a.participants,
  };
}

/** The activity as the detail calls answer it. */
export function toDetail(a: ActivityRecord, now: number): ActivityDetail {
  const detail: ActivityDetail = {
    ...toSummary(a, now),
    rules: a.rules,
    identifier: a.identifier,
    newUsersOnly: a.newUsersOnly,
    requiresKyc: a.requiresKyc,
    downloadRequired: a.downloadRequired,
    needsRegisterCode: a.needsRegisterCode,
    needsVipCode: a.needsVipCode,
    needsKolBind: a.needsKolBind,
    rewardTiers: a.tiers.map((t) => ({ threshold: t.threshold, reward: rewardSummary(t.reward) })),
    reward: rewardSummary(a.reward),
  };
  if (a.featuredPair) detail.featuredPair = a.featuredPair;
  if (a.airdropPrizeId !== undefined) detail.airdropPrizeId = a.airdropPrizeId;
  return detail;
}

/** The activity as the general alias calls name it. */
export function toAlias(a: ActivityRecord, now: number): ActivityAlias {
  return {
    activityId: a.id,
    alias: a.alias,
    title: a.title,
    identifier: a.identifier,
    type: a.type,
    stage: stageOf(a, now),
  };
}
