import type { Failure } from './codes.ts';
import type { TaskCompletion, TaskType } from './task.ts';

/**
 * The idempotency key of one reward claim (obtainReward): the activity, the task, the period
 * the exchange named in the task's completion (`periodKey`, '' for a task's only period) and
 * the attempt within that period. The attempt moves on only after a definitive answer (granted
 * or refused), so a claim whose answer was lost is retried as the same request and the
 * exchange grants it at most once; a new period (the next day of an EVERYDAY task) is a new
 * request even after a reload, when the attempt starts again at 0.
 */
export function claimIdempotencyKey(
  activityId: number,
  taskId: number,
  periodKey: string,
  attempt: number,
): string {
  return `claim:${activityId}:${taskId}:${periodKey === '' ? 'once' : periodKey}:${attempt}`;
}

/**
 * Whether two completions are about the same period of a task. An answer about another period
 * says nothing about this period's claim: a replayed or late grant of yesterday is not today's.
 */
export function isSamePeriod(a: TaskCompletion, b: TaskCompletion): boolean {
  return a.taskId === b.taskId && a.periodKey === b.periodKey;
}

/**
 * Whether a failed claim may still have been granted. Only an envelope code is a definitive
 * answer; a lost connection or a time-out, but also an HTTP error or a malformed answer, can
 * come after the exchange granted the reward, so the task is re-read before any retry.
 */
export function isUncertainFailure(failure: Failure): boolean {
  return failure.kind !== 'code';
}

/** The two calls that grant a task's reward (their names in the API contract). */
export type ClaimRoute = 'obtainReward' | 'rechargeTransObtainReward';

/** The task types general/recharge_trans_task/obtainReward pays: deposits and transfers. */
const RECHARGE_TRANS_TASK_TYPES: ReadonlySet<TaskType> = new Set<TaskType>([
  'RECHARGE',
  'TRANSFER_AND_TRADING',
  'SPOT_FIRST_RECHARGE',
]);

/** Whether recharge_trans_task/obtainReward pays this type of task (the sandbox refuses others). */
export function isRechargeTransTask(taskType: TaskType): boolean {
  return RECHARGE_TRANS_TASK_TYPES.has(taskType);
}

/**
 * The call that claims a task: a TradingDepositBonus (a campaign on the nonProductized calls)
 * pays its deposit and transfer tasks through recharge_trans_task, every other task is claimed
 * through obtainReward. One rule for the client's claim and the sandbox's check.
 */
export function claimRouteOf(taskType: TaskType, depositBonus: boolean): ClaimRoute {
  return depositBonus && isRechargeTransTask(taskType)
    ? 'rechargeTransObtainReward'
    : 'obtainReward';
}
