import {
  RewardCategory,
  type RewardCategory as RewardCategoryValue,
  RewardType,
  type RewardType as RewardTypeValue,
  type UserRewardStatus,
} from './reward.ts';

/** Which rewards My rewards lists; every field optional (all). */
export interface RewardFilter {
  rewardType?: RewardType;
  category?: RewardCategory;
  status?: UserRewardStatus;
}

/** The statuses a reward can be filtered by. */
export const REWARD_STATUSES: readonly UserRewardStatus[] = ['ISSUED', 'USED', 'EXPIRED'];

/** The address's names of the filter's fields: `/rewards?status=USED&category=2&type=DROP`. */
const PARAM = { status: 'status', category: 'category', rewardType: 'type' } as const;

const TYPES: readonly string[] = Object.values(RewardType);
const CATEGORIES: readonly number[] = Object.values(RewardCategory);

/**
 * The filter an address names, so a reload, a shared link or the back button shows the same
 * rewards. A value the filter does not know is ignored (that field is "all").
 */
export function parseRewardFilter(search: string): RewardFilter {
  const params = new URLSearchParams(search);
  const status = params.get(PARAM.status) ?? '';
  const category = Number(params.get(PARAM.category) ?? Number.NaN);
  const rewardType = params.get(PARAM.rewardType) ?? '';
  return {
    ...((REWARD_STATUSES as readonly string[]).includes(status)
      ? { status: status as UserRewardStatus }
      : {}),
    ...(CATEGORIES.includes(category) ? { category: category as RewardCategoryValue } : {}),
    ...(TYPES.includes(rewardType) ? { rewardType: rewardType as RewardTypeValue } : {}),
  };
}

/**
 * The address's query for a filter, '' when it lists everything. Parameters other than the
 * filter's (?locale, ?sensors, ?abroad) are kept from `search`.
 */
export function rewardFilterSearch(filter: RewardFilter, search = ''): string {
  const params = new URLSearchParams(search);
  for (const name of Object.values(PARAM)) params.delete(name);
  if (filter.status !== undefined) params.set(PARAM.status, filter.status);
  if (filter.category !== undefined) params.set(PARAM.category, String(filter.category));
  if (filter.rewardType !== undefined) params.set(PARAM.rewardType, filter.rewardType);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
