import { ACTIVITY_TYPES, ActivityStage } from '../../../src/domain/activity.ts';
import { RewardCategory, RewardType } from '../../../src/domain/reward.ts';
import { TASK_TYPES, TaskPeriod, TaskStatus } from '../../../src/domain/task.ts';

/**
 * A small runtime picture of the contract's types, to check what the sandbox really sends.
 * Objects are exact: a field the contract does not name is an error too, so nothing leaks.
 */
export type Shape =
  | 'string'
  | 'number'
  | 'boolean'
  | 'record'
  | { kind: 'optional'; shape: Shape }
  | { kind: 'array'; of: Shape }
  | { kind: 'enum'; values: readonly (string | number)[] }
  | { kind: 'object'; fields: Readonly<Record<string, Shape>> };

export const opt = (shape: Shape): Shape => ({ kind: 'optional', shape });
export const arr = (of: Shape): Shape => ({ kind: 'array', of });
export const oneOf = (values: readonly (string | number)[]): Shape => ({ kind: 'enum', values });
export const obj = (fields: Readonly<Record<string, Shape>>): Shape => ({ kind: 'object', fields });
const fieldsOf = (shape: Shape) =>
  typeof shape === 'object' && shape.kind === 'object' ? shape.fields : {};
/** An object shape with more fields. */
export const extend = (base: Shape, fields: Record<string, Shape>): Shape =>
  obj({ ...fieldsOf(base), ...fields });

/** Every way `value` departs from `shape`, as `path: problem` lines; empty when it fits. */
export function shapeErrors(value: unknown, shape: Shape, path = 'data'): string[] {
  if (typeof shape === 'string') {
    if (shape === 'record') {
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? []
        : [`${path}: expected an object`];
    }
    const ok = typeof value === shape && !(shape === 'number' && !Number.isFinite(value));
    return ok ? [] : [`${path}: expected ${shape}, got ${JSON.stringify(value)}`];
  }
  switch (shape.kind) {
    case 'optional':
      return value === undefined ? [] : shapeErrors(value, shape.shape, path);
    case 'enum':
      return shape.values.includes(value as string | number)
        ? []
        : [`${path}: ${JSON.stringify(value)} is not one of ${shape.values.join(', ')}`];
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((item, i) => shapeErrors(item, shape.of, `${path}[${i}]`))
        : [`${path}: expected an array`];
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return [`${path}: expected an object`];
      }
      const record = value as Record<string, unknown>;
      const extra = Object.keys(record)
        .filter((k) => !(k in shape.fields))
        .map((k) => `${path}.${k}: not in the contract`);
      return [
        ...extra,
        ...Object.entries(shape.fields).flatMap(([k, s]) =>
          shapeErrors(record[k], s, `${path}.${k}`),
        ),
      ];
    }
  }
}

const decimal = 'string';

export const REWARD_SUMMARY = obj({
  rewardType: oneOf(Object.values(RewardType)),
  category: oneOf(Object.values(RewardCategory)),
  amount: decimal,
  currency: 'string',
  expiresAt: opt('number'),
});

export const USER_REWARD = extend(REWARD_SUMMARY, {
  rewardId: 'number',
  activityId: 'number',
  activityTitle: 'string',
  status: oneOf(['ISSUED', 'USED', 'EXPIRED']),
  grantedAt: 'number',
});

export const ACTIVITY_SUMMARY = obj({
  activityId: 'number',
  alias: 'string',
  type: oneOf(ACTIVITY_TYPES),
  title: 'string',
  summary: 'string',
  imageUrl: 'string',
  startTime: 'number',
  endTime: 'number',
  stage: oneOf(Object.values(ActivityStage)),
  rewardPool: decimal,
  rewardCurrency: 'string',
  participants: 'number',
});

const REASONS = oneOf([
  'LOGIN_REQUIRED',
  'KYC_REQUIRED',
  'NEW_USERS_ONLY',
  'REGION_EXCLUDED',
  'DOWNLOAD_REQUIRED',
  'ACTIVITY_NOT_STARTED',
  'ACTIVITY_FINISHED',
]);

export const ACTIVITY_DETAIL = extend(ACTIVITY_SUMMARY, {
  rules: 'string',
  identifier: 'string',
  newUsersOnly: 'boolean',
  requiresKyc: 'boolean',
  downloadRequired: 'boolean',
  needsRegisterCode: 'boolean',
  needsVipCode: 'boolean',
  needsKolBind: 'boolean',
  featuredPair: opt('string'),
  airdropPrizeId: opt('number'),
  rewardTiers: arr(obj({ threshold: decimal, reward: REWARD_SUMMARY })),
  reward: REWARD_SUMMARY,
});

export const APPLY_STATUS = obj({
  applied: 'boolean',
  appliedAt: opt('number'),
  ineligible: arr(REASONS),
  attempts: opt('number'),
});

export const APPLY_RESULT = obj({
  activityId: 'number',
  appliedAt: 'number',
  variant: oneOf(['standard', 'general', 'nonProductized', 'back']),
  firstTime: 'boolean',
  participants: 'number',
});

export const ELIGIBILITY = obj({
  activityId: opt('number'),
  eligible: 'boolean',
  isNewUser: 'boolean',
  reasons: arr(REASONS),
  newUserWindowDays: 'number',
});

export const ACTIVITY_ALIAS = obj({
  activityId: 'number',
  alias: 'string',
  title: 'string',
  identifier: 'string',
  type: oneOf(ACTIVITY_TYPES),
  stage: oneOf(Object.values(ActivityStage)),
});

export const TASK_COMPLETION = obj({
  taskId: 'number',
  taskType: oneOf(TASK_TYPES),
  title: 'string',
  period: oneOf(Object.values(TaskPeriod)),
  comparison: oneOf(['GREATER_EQUAL']),
  target: decimal,
  progress: decimal,
  unit: 'string',
  status: oneOf(Object.values(TaskStatus)),
  reward: REWARD_SUMMARY,
  updatedAt: 'number',
  periodKey: 'string',
  action: opt('string'),
});

export const TASK_COMPLETIONS = obj({
  activityId: 'number',
  applied: 'boolean',
  countingFrom: opt('number'),
  tasks: arr(TASK_COMPLETION),
});

export const OBTAINED_REWARD = obj({
  activityId: 'number',
  taskId: 'number',
  reward: USER_REWARD,
  task: TASK_COMPLETION,
});

export const page = (item: Shape): Shape =>
  obj({ items: arr(item), total: 'number', pageIndex: 'number', pageSize: 'number' });

export const PUSH_MESSAGE = obj({
  id: 'number',
  title: 'string',
  summary: 'string',
  content: 'string',
  category: oneOf(['ACTIVITY', 'REWARD', 'SYSTEM']),
  read: 'boolean',
  createdAt: 'number',
  link: opt('string'),
});

export const LOTTERY_PRIZE = obj({
  prizeId: 'number',
  name: 'string',
  reward: REWARD_SUMMARY,
  weight: 'number',
});

export const SHARE_CONTENT = obj({
  title: 'string',
  content: 'string',
  sharePath: 'string',
  inviteCode: 'string',
  imageUrl: 'string',
});

export const AIRDROP_CHECK = obj({
  productCode: 'string',
  symbol: 'string',
  passed: 'boolean',
  required: decimal,
  held: decimal,
});

export const AREA_CODE = obj({
  countryCode: 'string',
  areaCode: 'string',
  name: 'string',
  enabled: 'boolean',
});
