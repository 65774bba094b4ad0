import type { Database } from 'better-sqlite3';
import { ActivityStage, ActivityType } from '../../src/domain/activity.ts';
import { activityImagePath } from '../asset-paths.ts';
import { CAMPAIGNS } from './campaigns.ts';
import { DETAIL_TEMPLATES, STAGE_OVERRIDES } from './catalog-details.ts';
import { AIRDROP_PRODUCTS, KOLS, LOTTERY_PRIZES } from './catalog-prizes.ts';
import type { RewardSpec } from './catalog-rewards.ts';
import { TASK_CATALOG } from './catalog-tasks.ts';
import { toMicros } from './decimal.ts';
import { renderIntroduce, renderRules } from './rules-text.ts';

interface ActivityRow {
  id: number;
  alias: string;
  type: number;
  start_time: number;
  end_time: number;
  participants: number;
}

/** Which campaign of the catalog an activity row is, by its alias. */
function stageOfAlias(type: ActivityType, alias: string): ActivityStage | undefined {
  const sets = CAMPAIGNS[type];
  return Object.values(ActivityStage).find((stage) => sets[stage].alias === alias);
}

/**
 * Writes each activity's detail, tasks and (for lotteries) prizes from the catalogs, plus
 * the KOLs and airdrop products. Returns how many tasks it wrote.
 */
export function seedActivityRules(db: Database): number {
  const insertDetail = db.prepare(`INSERT INTO activity_details (activity_id, identifier, kind,
    rules, introduce, highlights, new_users_only, requires_kyc, requires_enrolment,
    download_required, needs_register_code, needs_vip_code, needs_kol_bind, excluded_regions,
    featured_pair, airdrop_prize_id, quota, reward, reward_tiers, theme) VALUES (@id,
    @identifier, @kind, @rules, @introduce, @highlights, @newUsersOnly, @requiresKyc,
    @requiresEnrolment, @downloadRequired, @needsRegisterCode, @needsVipCode, @needsKolBind,
    @excludedRegions, @featuredPair, @airdropPrizeId, @quota, @reward, @tiers, @theme)`);
  const insertTask = db.prepare(`INSERT INTO tasks (activity_id, task_type, title, period,
    target_micros, unit, window_days, reward_type, reward_category, reward_amount,
    reward_currency, reward_valid_days, action, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
    ?, ?)`);
  const insertPrize = db.prepare(`INSERT INTO lottery_prizes (activity_id, name, reward_type,
    category, amount, currency, valid_days, weight, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const rewardArgs = (r: RewardSpec) => [
    r.rewardType,
    r.category,
    r.amount,
    r.currency,
    r.validDays ?? null,
  ];
  let tasks = 0;
  const rows = db
    .prepare('SELECT id, alias, type, start_time, end_time, participants FROM activities')
    .all() as ActivityRow[];
  for (const row of rows) {
    const type = row.type as ActivityType;
    const stage = stageOfAlias(type, row.alias);
    if (!stage) continue;
    const template = DETAIL_TEMPLATES[type];
    const overrides = STAGE_OVERRIDES[type]?.[stage] ?? {};
    const taskSpecs = TASK_CATALOG[type];
    const quota = overrides.quota === 'full' ? row.participants : undefined;
    const source = {
      campaign: CAMPAIGNS[type][stage],
      template,
      overrides,
      tasks: taskSpecs,
      start: row.start_time,
      end: row.end_time,
      quota,
    };
    insertDetail.run({
      id: row.id,
      identifier: `evt_${row.alias.replaceAll('-', '_')}`,
      kind: template.kind,
      rules: renderRules(source),
      introduce: renderIntroduce(source),
      highlights: JSON.stringify(template.highlights),
      newUsersOnly: bit(template.newUsersOnly),
      requiresKyc: bit(template.requiresKyc),
      requiresEnrolment: bit(template.requiresEnrolment),
      downloadRequired: bit(template.downloadRequired),
      needsRegisterCode: bit(overrides.needsRegisterCode),
      needsVipCode: bit(overrides.needsVipCode),
      needsKolBind: bit(overrides.needsKolBind),
      excludedRegions: template.excludedRegions.join(','),
      featuredPair: template.featuredPair ?? null,
      airdropPrizeId: overrides.airdropPrizeId ?? null,
      quota: quota ?? null,
      reward: JSON.stringify(template.reward),
      tiers: JSON.stringify(template.tiers),
      theme: JSON.stringify({
        primaryColor: template.primaryColor,
        accentColor: template.accentColor,
        backgroundImageUrl: activityImagePath(type),
      }),
    });
    taskSpecs.forEach((t, i) => {
      insertTask.run(
        row.id,
        t.taskType,
        t.title,
        t.period,
        toMicros(t.target),
        t.unit,
        t.windowDays ?? null,
        ...rewardArgs(t.reward),
        t.action ?? null,
        i + 1,
      );
      tasks += 1;
    });
    if (type === ActivityType.Lottery) {
      LOTTERY_PRIZES.forEach((p, i) => {
        insertPrize.run(row.id, p.name, ...rewardArgs(p.reward), p.weight, i + 1);
      });
    }
  }
  const insertKol = db.prepare('INSERT OR IGNORE INTO kols (code, name) VALUES (?, ?)');
  for (const kol of KOLS) insertKol.run(kol.code, kol.name);
  const insertProduct = db.prepare(`INSERT OR IGNORE INTO airdrop_products (prize_id,
    product_code, name, symbol, min_hold, reward_amount, reward_currency)
    VALUES (@prizeId, @productCode, @name, @symbol, @minHold, @rewardAmount, @rewardCurrency)`);
  for (const product of AIRDROP_PRODUCTS) insertProduct.run(product);
  return tasks;
}

function bit(value: boolean | undefined): number {
  return value ? 1 : 0;
}
