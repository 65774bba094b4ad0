import type { Database } from 'better-sqlite3';
import {
  type ActivitySummary,
  type ActivityType,
  type Banner,
  stageAt,
} from '../../src/domain/activity.ts';

/** The columns of the activities table (activity-records.ts reads them with their details). */
export interface ActivityRow {
  id: number;
  alias: string;
  type: number;
  title: string;
  summary: string;
  image_url: string;
  start_time: number;
  end_time: number;
  reward_pool: string;
  reward_currency: string;
  participants: number;
}

/** Activities in display order, optionally of one type, with their stage at sandbox time `now`. */
export function listActivities(
  db: Database,
  now: number,
  type?: number | undefined,
): ActivitySummary[] {
  const rows = (
    type === undefined
      ? db.prepare('SELECT * FROM activities ORDER BY sort, id').all()
      : db.prepare('SELECT * FROM activities WHERE type = ? ORDER BY sort, id').all(type)
  ) as ActivityRow[];
  return rows.map((row) => ({
    activityId: row.id,
    ...summaryOfRow(row),
    stage: stageAt(row.start_time, row.end_time, now),
  }));
}

/**
 * A row's columns as an activity's summary names them, for the list and for the records the
 * rules read; the id's name and the stage (at whose time) are the reader's.
 */
export function summaryOfRow(row: ActivityRow): Omit<ActivitySummary, 'activityId' | 'stage'> {
  return {
    alias: row.alias,
    // The column only ever receives ActivityType values from the seed.
    type: row.type as ActivityType,
    title: row.title,
    summary: row.summary,
    imageUrl: row.image_url,
    startTime: row.start_time,
    endTime: row.end_time,
    rewardPool: row.reward_pool,
    rewardCurrency: row.reward_currency,
    participants: row.participants,
  };
}

/** The carousel's banners in display order. */
export function listBanners(db: Database): Banner[] {
  return db
    .prepare('SELECT id, title, image_url AS imageUrl, link, sort FROM banners ORDER BY sort, id')
    .all() as Banner[];
}
