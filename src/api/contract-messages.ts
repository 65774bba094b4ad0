/**
 * What each call of the contract (contract.ts) takes and what its answer carries in `data`:
 * the messages of the wire, typed once for the app, its schemas and the sandbox.
 */
import type { ActivitySummary, Banner } from '../domain/activity.ts';
import type { ActivityDetail, ApplyStatus } from '../domain/activity-detail.ts';
import type {
  AgentDetail,
  AgentPermission,
  AgentStatus,
  MarqueeRecord,
  Page,
  PerformancePoint,
  RebateRow,
  ReferralRow,
} from '../domain/agent.ts';
import type { AirdropCheck, AirdropProduct } from '../domain/airdrop.ts';
import type { AreaCode } from '../domain/area-code.ts';
import type {
  ActivityAlias,
  ActivityTheme,
  ApplyResult,
  BeginnerEligibility,
  WithdrawResult,
} from '../domain/enrolment-answers.ts';
import type { DrawResult, LotteryInfo } from '../domain/lottery.ts';
import type { Candle } from '../domain/market.ts';
import type { PushMessage } from '../domain/message.ts';
import type { PageMeta } from '../domain/page-meta.ts';
import type { RewardCategory, RewardType, UserReward, UserRewardStatus } from '../domain/reward.ts';
import type { BeginnerShareContent, ShareContent } from '../domain/share-content.ts';
import type { TaskCompletion } from '../domain/task.ts';
import type { TeamStanding } from '../domain/team.ts';
import type { UserInfo } from '../domain/user.ts';
import type { KolBinding, RegisterCode, VipCode } from '../domain/user-codes.ts';

/** Paging of long lists: `pageIndex` is 1-based (SPEC §9) unless a call says otherwise. */
export interface PageQuery {
  pageIndex?: number;
  pageSize?: number;
}

/** A request naming one activity. */
interface ForActivity {
  activityId: number;
}

/** What each call takes: query parameters for GET, a JSON body for POST (see CallSpec.query). */
export interface CallRequests {
  health: Record<string, never>;
  activityList: { type?: number };
  mainBanner: Record<string, never>;
  userInfo: Record<string, never>;

  pushList: PageQuery & { category?: PushMessage['category']; unreadOnly?: boolean };
  pushCount: Record<string, never>;
  pushDetail: { id: number };
  /** No ids: mark every message read. */
  readPushMsg: { ids?: number[] };
  isAgent: Record<string, never>;

  noLoginDetail: ForActivity;
  activityDetail: ForActivity;
  beginnerTaskCompletions: ForActivity;
  rewardList: PageQuery & {
    rewardType?: RewardType;
    category?: RewardCategory;
    status?: UserRewardStatus;
    activityId?: number;
  };
  /** Codes are needed only by activities that ask for them (ActivityDetail.needs…). */
  apply: ForActivity & { registerCode?: string; vipCode?: string };
  generalApply: ForActivity & { registerCode?: string; vipCode?: string };
  applyStatus: ForActivity;
  generalApplyStatus: ForActivity & { identifier: string };
  obtainReward: ForActivity & { taskId: number };
  userVipCode: Record<string, never>;
  /** The inviting KOL by their code, or by their phone number (area code and national number). */
  kolBind: { kolCode?: string; areaCode?: string; mobile?: string };
  beginnerEligible: { activityId?: number };
  /** The visitor's country (ISO alpha-2) when known, e.g. from the exchange's geolocation. */
  beginnerNoLoginEligible: { activityId?: number; countryCode?: string };
  getRegisterCode: ForActivity;
  /** By alias, or else the current activity of a type. */
  getActivityId: { alias?: string; type?: number };
  generalGetActivityId: { alias?: string; identifier?: string };

  nonProductizedDetail: ForActivity;
  nonProductizedApply: ForActivity;
  nonProductizedApplyStatus: ForActivity;

  getAliasList: Record<string, never>;
  getAlias: ForActivity;
  introduce: ForActivity;
  customizedBaseInfo: ForActivity;
  /** Withdraws the user's enrolment where the rules allow (src/domain/beginner.ts). */
  backApply: ForActivity;
  generalTaskCompletions: ForActivity & { identifier: string };

  agentPermission: { params: { id: number } };
  agentDetail: Record<string, never>;
  agentMarquee: { limit?: number };
  agentRebateList: PageQuery & { params: { id: number } };
  agentReferralList: PageQuery & { params: { id: number } };
  agentPerformance: { params: { id: number }; days?: number };

  userShareContent: Record<string, never>;
  beginnerShareContent: ForActivity;

  checkAirdropPosition: ForActivity;
  airdropProduct: { prizeId: number };
  checkAirdropPositionByProduct: { productCode: string };
  checkShowActivity: ForActivity;

  rechargeTransObtainReward: ForActivity & { taskId: number };
  lotteryInfo: ForActivity;
  /** `clientSeed`: the client's part of the draw's randomness (1-64 characters). */
  lotteryDraw: ForActivity & { clientSeed: string };

  kline: { symbol: string; interval: '1m'; limit?: number };
  metaData: { route: string; locale: string };
  /** SPEC §7: status=enable, pageIndex=0 (this call's pages are 0-based), pageSize=999. */
  areaCodeList: { status?: 'enable' | 'disable'; pageIndex?: number; pageSize?: number };
}

/** The user's tasks of one activity, with whether progress counts yet. */
export interface TaskCompletions {
  activityId: number;
  applied: boolean;
  /**
   * Epoch ms from which the user's activity counts: the enrolment for activities that need
   * one, the start otherwise; undefined while nothing counts (not enrolled).
   */
  countingFrom?: number;
  tasks: TaskCompletion[];
  /**
   * Ours (SPEC §7 is silent): in a team activity, the user's team once they joined, with
   * its members' totals per task unit.
   */
  team?: TeamStanding;
}

/** A granted reward and the task it was for; repeats of one claim get the same answer. */
export interface ObtainedReward {
  activityId: number;
  taskId: number;
  reward: UserReward;
  task: TaskCompletion;
}

/** The exchange's clock when it answered, so stages and countdowns follow it (not the device's). */
export type WithServerTime<T> = T & { serverTime: number };

/** What each call's envelope carries in `data`. */
export interface CallResponses {
  health: { status: 'ok'; serverTime: number };
  activityList: { activities: ActivitySummary[]; serverTime: number };
  mainBanner: { mainBannerList: Banner[] };
  userInfo: { userInfo: UserInfo; loginName: string; settings: Record<string, unknown> };

  pushList: Page<PushMessage>;
  /** `total`: the unread messages (the inbox badge). */
  pushCount: { total: number };
  pushDetail: PushMessage;
  readPushMsg: { updated: number; unread: number };
  isAgent: AgentStatus;

  noLoginDetail: WithServerTime<ActivityDetail>;
  activityDetail: WithServerTime<ActivityDetail & { applyStatus: ApplyStatus }>;
  beginnerTaskCompletions: TaskCompletions;
  rewardList: Page<UserReward>;
  apply: ApplyResult;
  generalApply: ApplyResult;
  applyStatus: ApplyStatus;
  generalApplyStatus: ApplyStatus;
  obtainReward: ObtainedReward;
  userVipCode: VipCode;
  kolBind: KolBinding;
  beginnerEligible: BeginnerEligibility;
  beginnerNoLoginEligible: BeginnerEligibility;
  getRegisterCode: RegisterCode;
  getActivityId: { activityId: number };
  generalGetActivityId: { activityId: number };

  nonProductizedDetail: WithServerTime<ActivityDetail>;
  nonProductizedApply: ApplyResult;
  nonProductizedApplyStatus: ApplyStatus;

  getAliasList: { list: ActivityAlias[] };
  getAlias: ActivityAlias;
  introduce: { activityId: number; title: string; introduce: string; highlights: string[] };
  customizedBaseInfo: ActivityAlias & {
    title: string;
    startTime: number;
    endTime: number;
    featuredPair?: string;
    theme: ActivityTheme;
    serverTime: number;
  };
  backApply: WithdrawResult;
  generalTaskCompletions: TaskCompletions;

  agentPermission: AgentPermission;
  agentDetail: AgentDetail;
  agentMarquee: { list: MarqueeRecord[] };
  agentRebateList: Page<RebateRow>;
  agentReferralList: Page<ReferralRow>;
  agentPerformance: { agentId: number; days: number; series: PerformancePoint[] };

  userShareContent: ShareContent;
  beginnerShareContent: BeginnerShareContent;

  checkAirdropPosition: AirdropCheck;
  airdropProduct: AirdropProduct;
  checkAirdropPositionByProduct: AirdropCheck;
  checkShowActivity: { activityId: number; show: boolean };

  rechargeTransObtainReward: ObtainedReward;
  /** For a visitor: the prizes, no draws and an empty `nextSeedHash`. */
  lotteryInfo: LotteryInfo;
  lotteryDraw: DrawResult;

  kline: { symbol: string; interval: '1m'; list: Candle[] };
  metaData: PageMeta;
  areaCodeList: { commonlyList: AreaCode[]; list: AreaCode[] };
}
