import type { FirstView } from '../../src/app/first-view/first-view.ts';
import type { ActivitySummary, Banner } from '../../src/domain/activity.ts';
import type { ActivityDetail } from '../../src/domain/activity-detail.ts';
import { activityDetail } from '../model/models/fixtures.ts';

/** First views of the centre and of an activity, with campaign text that tries to break out. */

export const T0 = 1_800_000_000_000;

export const summary: ActivitySummary = {
  activityId: 5,
  alias: 'btc-sprint',
  type: 2,
  title: 'BTC Trading Sprint',
  summary: 'Trade BTC',
  imageUrl: '/sandbox-assets/activity-2.svg',
  startTime: T0 - 1000,
  endTime: T0 + 1000,
  stage: 'IN_PROGRESS',
  rewardPool: '0.75',
  rewardCurrency: 'BTC',
  participants: 3,
};
export const banner: Banner = {
  id: 1,
  title: 'Win <b>big</b> "now"',
  imageUrl: '/sandbox-assets/banner-1.svg',
  link: '/activity/5',
  sort: 1,
};
export const detail: ActivityDetail & { serverTime: number } = {
  ...activityDetail({
    ...summary,
    rules: '<p>Trade</p>',
    identifier: 'btc-sprint',
    reward: { rewardType: 'GIFT_CASH', category: 1, amount: '5', currency: 'USDT' },
    title: 'Sprint </script><script>alert(1)</script>',
  }),
  serverTime: T0,
};

export const CENTRE: Extract<FirstView, { route: 'centre' }> = {
  route: 'centre',
  locale: 'en',
  loggedIn: false,
  renderedAt: T0 + 5,
  activityList: { activities: [summary], serverTime: T0 },
  mainBanner: { mainBannerList: [banner] },
};
export const ACTIVITY: Extract<FirstView, { route: 'activity' }> = {
  route: 'activity',
  locale: 'ar',
  loggedIn: true,
  renderedAt: T0 + 7,
  activityId: 5,
  detail,
};
