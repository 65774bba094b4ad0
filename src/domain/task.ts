import type { RewardSummary } from './reward.ts';

/** Task-completion statuses of SPEC §3. */
export const TaskStatus = {
  Pending: 'PENDING',
  Completed: 'COMPLETED',
  Granted: 'GRANTED',
  Unsatisfied: 'UNSATISFIED',
} as const;
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];

/** Task types of SPEC §3. */
export const TASK_TYPES = [
  'REGISTER_PASS',
  'KYC_PASS',
  'TRANSFER_AND_TRADING',
  'TRADING_VOLUME',
  'ORDER_VOLUME',
  'ANY_TRADING_VOLUME',
  'RECHARGE',
  'INVITE_FRIEND',
  'KOL_BIND',
  'SPOT_FIRST_RECHARGE',
  'SPOT_FIRST_TRADING',
  'SPOT_ANY_TRADING_VOLUME',
  'EARNINGS',
  'TOTAL_TRADING_VOLUME',
  'SPOT_TRADING_VOLUME',
  'SPOT_HOLDS',
  'SHARE_LINK',
  'APPOINT_CODE',
  'SOCIAL_MEDIA_SUBSCRIPTION',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** Task periods of SPEC §3. */
export const TaskPeriod = { Everyday: 'EVERYDAY', After: 'AFTER', During: 'DURING' } as const;
export type TaskPeriod = (typeof TaskPeriod)[keyof typeof TaskPeriod];

/** Every comparison value of the spec maps to GREATER_EQUAL. */
export type TaskComparison = 'GREATER_EQUAL';

/** One task of an activity with the user's progress (taskCompletions). */
export interface TaskCompletion {
  taskId: number;
  taskType: TaskType;
  title: string;
  period: TaskPeriod;
  comparison: TaskComparison;
  /** Target and progress as decimal strings in `unit` (USDT, count, days…). */
  target: string;
  progress: string;
  unit: string;
  status: TaskStatus;
  reward: RewardSummary;
  /** Epoch ms when the progress was last computed. */
  updatedAt: number;
  /**
   * The period this completion is about, as the exchange names it: the UTC day (YYYY-MM-DD) on
   * the exchange's clock for EVERYDAY tasks, '' for the single period of AFTER and DURING tasks.
   * A claim is for one period; a new period is a new claim (src/domain/claim.ts).
   */
  periodKey: string;
  /** What the user can do to progress: a deep-link target of SPEC §2 (trade, asset/recharge, kyc…). */
  action?: string;
}
