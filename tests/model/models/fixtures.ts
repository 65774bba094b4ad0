import type { ActivitySummary } from '../../../src/domain/activity.ts';
import type { ActivityDetail } from '../../../src/domain/activity-detail.ts';
import type { SessionTokens } from '../../../src/domain/session.ts';
import type { UserInfo } from '../../../src/domain/user.ts';

export const TOKENS: SessionTokens = {
  token: 'tok-1',
  tokenExpiresAt: 1_900_000_000_000,
  rToken: 'r-1',
  refreshToken: 'ref-1',
  refreshExpiresAt: 1_900_000_000_000,
};

export const APP_TOKENS: SessionTokens = { ...TOKENS, token: 'tok-app' };

export const USER: UserInfo = {
  userId: 7,
  loginName: 'Ada Trader',
  isLogin: true,
  isOverseas: false,
  token: 'tok-1',
  languageType: 'en_US',
  inviteCode: 'ADA7',
  inviteType: 1,
  agent: false,
  email: 'trader@demo.test',
  mobile: '',
  settings: {},
};

/** An error as the API client throws it for an envelope code. */
export const codeError = (code: string) => Object.assign(new Error(code), { kind: 'code', code });
export const networkError = () => Object.assign(new Error('Network Error'), { kind: 'network' });

/** A running trading activity of the centre's list, numbered `id`; `over` sets what a test needs. */
export const activitySummary = (
  id: number,
  over: Partial<ActivitySummary> = {},
): ActivitySummary => ({
  activityId: id,
  alias: `a-${id}`,
  type: 2,
  title: `Activity ${id}`,
  summary: '',
  imageUrl: '',
  startTime: 0,
  endTime: 1,
  stage: 'IN_PROGRESS',
  rewardPool: '1',
  rewardCurrency: 'USDT',
  participants: 1,
  ...over,
});

/** An activity's detail that asks nothing to enrol and has no tiers; `over` sets the rest. */
export const activityDetail = (over: Partial<ActivityDetail> = {}): ActivityDetail => ({
  ...activitySummary(over.activityId ?? 9),
  rules: '',
  identifier: 'a',
  newUsersOnly: false,
  requiresKyc: false,
  downloadRequired: false,
  needsRegisterCode: false,
  needsVipCode: false,
  needsKolBind: false,
  rewardTiers: [],
  reward: { rewardType: 'GIFT_CASH', category: 1, amount: '1', currency: 'USDT' },
  ...over,
});
