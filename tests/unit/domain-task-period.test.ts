import { describe, expect, it } from 'vitest';
import type { TaskCompletion } from '../../src/domain/task.ts';
import { earliestPeriodEnd, endsWithCampaign, periodEndOf } from '../../src/domain/task-period.ts';

const task = (period: TaskCompletion['period'], periodKey: string): TaskCompletion => ({
  taskId: 1,
  taskType: 'ORDER_VOLUME',
  title: 'Place 3 orders today',
  period,
  comparison: 'GREATER_EQUAL',
  target: '3',
  progress: '0',
  unit: 'orders',
  status: 'PENDING',
  reward: { rewardType: 'FUTURES_COUPON', category: 1, amount: '5', currency: 'USDT' },
  updatedAt: 0,
  periodKey,
});

describe('the end of a task’s period', () => {
  it('is the end of the UTC day an EVERYDAY task’s key names', () => {
    expect(periodEndOf(task('EVERYDAY', '2026-11-27'))).toBe(Date.UTC(2026, 10, 28));
    expect(periodEndOf(task('EVERYDAY', '2026-12-31'))).toBe(Date.UTC(2027, 0, 1));
    expect(periodEndOf(task('EVERYDAY', '2028-02-29'))).toBe(Date.UTC(2028, 2, 1));
  });

  it('is unknown for a task’s single period and for a key that names no day', () => {
    expect(periodEndOf(task('AFTER', ''))).toBeUndefined();
    expect(periodEndOf(task('DURING', ''))).toBeUndefined();
    for (const key of ['', 'once', '2026-02-30', '2026-13-01', '2026-11-27T00:00Z']) {
      expect(periodEndOf(task('EVERYDAY', key))).toBeUndefined();
    }
  });

  it('of a list is the earliest of its tasks’ ends', () => {
    const tasks = [
      task('DURING', ''),
      task('EVERYDAY', '2026-11-28'),
      task('EVERYDAY', '2026-11-27'),
    ];
    expect(earliestPeriodEnd(tasks)).toBe(Date.UTC(2026, 10, 28));
    expect(earliestPeriodEnd([task('AFTER', '')])).toBeUndefined();
  });

  it('on the campaign’s last day is the campaign’s end, when that comes before midnight', () => {
    const lastDay = task('EVERYDAY', '2026-11-27');
    const campaignEnd = Date.UTC(2026, 10, 27, 18);
    expect(periodEndOf(lastDay, campaignEnd)).toBe(campaignEnd);
    expect(endsWithCampaign(lastDay, campaignEnd)).toBe(true);
    expect(earliestPeriodEnd([task('DURING', ''), lastDay], campaignEnd)).toBe(campaignEnd);
    // Any other day, or a campaign that ends at midnight, keeps the day's end.
    const laterEnd = Date.UTC(2026, 10, 30, 18);
    expect(periodEndOf(lastDay, laterEnd)).toBe(Date.UTC(2026, 10, 28));
    expect(endsWithCampaign(lastDay, laterEnd)).toBe(false);
    expect(periodEndOf(lastDay, Date.UTC(2026, 10, 28))).toBe(Date.UTC(2026, 10, 28));
    expect(endsWithCampaign(lastDay, Date.UTC(2026, 10, 28))).toBe(false);
    // A task of a single period has no day to cut short.
    expect(periodEndOf(task('DURING', ''), campaignEnd)).toBeUndefined();
    expect(endsWithCampaign(task('DURING', ''), campaignEnd)).toBe(false);
  });
});
