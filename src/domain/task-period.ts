import { type TaskCompletion, TaskPeriod } from './task.ts';

const DAY_MS = 86_400_000;

/**
 * When the period a completion is about ends, in epoch ms on the exchange's clock: the end of
 * the UTC day its `periodKey` names for an EVERYDAY task, or the campaign's end when that comes
 * first (its last day is cut short: the day's reward can be claimed until the campaign ends,
 * never after, RULES.md). Undefined for the single period of AFTER and DURING tasks (its end is
 * the exchange's to tell, through the status) and for a key that names no day, so a garbled
 * answer never makes the list read in a loop.
 */
export function periodEndOf(completion: TaskCompletion, campaignEnd?: number): number | undefined {
  const dayEnd = dayEndOf(completion);
  if (dayEnd === undefined || campaignEnd === undefined) return dayEnd;
  return Math.min(dayEnd, campaignEnd);
}

/** Whether an EVERYDAY task's period ends with the campaign, before its UTC day does. */
export function endsWithCampaign(completion: TaskCompletion, campaignEnd?: number): boolean {
  const dayEnd = dayEndOf(completion);
  return dayEnd !== undefined && campaignEnd !== undefined && campaignEnd < dayEnd;
}

function dayEndOf(completion: TaskCompletion): number | undefined {
  if (completion.period !== TaskPeriod.Everyday) return undefined;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(completion.periodKey);
  if (!day) return undefined;
  const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const start = Date.UTC(year, month - 1, date);
  // Date.UTC rolls 2026-02-30 over to March and month 13 to January: such a key names no day.
  const named = new Date(start);
  if (named.getUTCMonth() !== month - 1 || named.getUTCDate() !== date) return undefined;
  return start + DAY_MS;
}

/** The earliest end among the listed tasks' periods: when the list must be read again. */
export function earliestPeriodEnd(
  tasks: readonly TaskCompletion[],
  campaignEnd?: number,
): number | undefined {
  let earliest: number | undefined;
  for (const task of tasks) {
    const end = periodEndOf(task, campaignEnd);
    if (end !== undefined && (earliest === undefined || end < earliest)) earliest = end;
  }
  return earliest;
}
