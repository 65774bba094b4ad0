import { ActivityType } from '../../src/domain/activity.ts';
import { RewardType } from '../../src/domain/reward.ts';
import { TaskPeriod as Period, type TaskPeriod, type TaskType } from '../../src/domain/task.ts';
import { coupon, draws, item, type RewardSpec, sbx, usdt } from './catalog-rewards.ts';

/** One task as the campaign manager set it up. */
export interface TaskSpec {
  taskType: TaskType;
  title: string;
  period: TaskPeriod;
  /** GREATER_EQUAL this, in `unit`. */
  target: string;
  unit: string;
  /** AFTER tasks: how many days after enrolment count. */
  windowDays?: number;
  reward: RewardSpec;
  /** A deep-link target of SPEC §2 that helps the user progress. */
  action?: string;
}

const t = (
  taskType: TaskType,
  title: string,
  period: TaskPeriod,
  target: string,
  unit: string,
  reward: RewardSpec,
  extra: { windowDays?: number; action?: string } = {},
): TaskSpec => ({ taskType, title, period, target, unit, reward, ...extra });

const { Everyday, After, During } = Period;

/**
 * The tasks of each activity type. Together they use all nineteen task types of SPEC §3, the
 * three periods and all six reward types.
 */
export const TASK_CATALOG: Record<ActivityType, TaskSpec[]> = {
  [ActivityType.NewUser]: [
    t('REGISTER_PASS', 'Create your account', During, '1', 'step', sbx('10'), {
      action: 'register',
    }),
    t('KYC_PASS', 'Verify your identity', During, '1', 'step', usdt('10'), { action: 'kyc' }),
    t('APPOINT_CODE', 'Join with your event code', During, '1', 'code', sbx('20')),
    t('KOL_BIND', 'Bind the KOL who invited you', During, '1', 'step', sbx('20')),
    t('SPOT_FIRST_RECHARGE', 'First deposit of 50 USDT or more', After, '50', 'USDT', usdt('40'), {
      windowDays: 7,
      action: 'asset/recharge',
    }),
    t('SPOT_FIRST_TRADING', 'Place your first spot trade', After, '1', 'trades', coupon('30'), {
      windowDays: 7,
      action: 'trade',
    }),
  ],
  [ActivityType.PersonalTrading]: [
    t('TRADING_VOLUME', 'Trade 10,000 USDT of futures', During, '10000', 'USDT', coupon('20'), {
      action: 'swapnew/cmt_btcusdt',
    }),
    t('ORDER_VOLUME', 'Place 3 orders today', Everyday, '3', 'orders', coupon('2'), {
      action: 'trade',
    }),
    t('TOTAL_TRADING_VOLUME', 'Trade 50,000 USDT in total', During, '50000', 'USDT', coupon('100')),
  ],
  [ActivityType.Lottery]: [
    t('ANY_TRADING_VOLUME', 'Trade any amount today', Everyday, '1', 'trades', draws('1'), {
      action: 'trade',
    }),
    t('SHARE_LINK', 'Share the lucky draw today', Everyday, '1', 'shares', draws('1'), {
      action: 'share',
    }),
    t('SOCIAL_MEDIA_SUBSCRIPTION', 'Follow us on social media', During, '1', 'follows', draws('2')),
    t('INVITE_FRIEND', 'Invite a friend who registers', During, '1', 'friends', draws('3'), {
      action: 'share',
    }),
  ],
  [ActivityType.CopyTrading]: [
    t(
      'TRANSFER_AND_TRADING',
      'Transfer 200 USDT to futures and copy trades',
      After,
      '200',
      'USDT',
      // Futures coupons, as the campaign promises ("up to 50 USDT in futures coupons").
      coupon('20'),
      { windowDays: 7, action: 'copyTrade' },
    ),
    t('TRADING_VOLUME', 'Copy 1,000 USDT of futures trades', During, '1000', 'USDT', coupon('30'), {
      action: 'gotoFollow',
    }),
  ],
  [ActivityType.TeamTrading]: [
    t('INVITE_FRIEND', 'Invite 3 friends to your team', During, '3', 'friends', sbx('100'), {
      action: 'share',
    }),
    t('TOTAL_TRADING_VOLUME', 'Trade 20,000 USDT', During, '20000', 'USDT', sbx('200'), {
      action: 'trade',
    }),
  ],
  [ActivityType.TradingDepositBonus]: [
    t('RECHARGE', 'Deposit 1,000 USDT', After, '1000', 'USDT', usdt('50', 30), {
      windowDays: 14,
      action: 'asset/recharge',
    }),
    t(
      'TRANSFER_AND_TRADING',
      'Transfer and trade 5,000 USDT of futures',
      After,
      '5000',
      'USDT',
      usdt('250', 30),
      { windowDays: 14, action: 'asset/transfer' },
    ),
    t('TRADING_VOLUME', 'Trade 10,000 USDT of futures', During, '10000', 'USDT', usdt('100', 30)),
  ],
  [ActivityType.CompoundTrading]: [
    t('SPOT_TRADING_VOLUME', 'Trade 5,000 USDT of spot', During, '5000', 'USDT', coupon('50'), {
      action: 'trade',
    }),
    t('TRADING_VOLUME', 'Trade 5,000 USDT of futures', During, '5000', 'USDT', coupon('50'), {
      action: 'swapnew/cmt_btcusdt',
    }),
    t('SPOT_ANY_TRADING_VOLUME', 'Trade any spot amount today', Everyday, '1', 'trades', sbx('10')),
  ],
  [ActivityType.Deposit]: [
    t('RECHARGE', 'Deposit 1,000 USDT', During, '1000', 'USDT', sbx('50'), {
      action: 'asset/recharge',
    }),
    t('SPOT_HOLDS', 'Hold 100 SBX', During, '100', 'SBX', sbx('20', RewardType.Drop), {
      action: 'trade',
    }),
    t('EARNINGS', 'Subscribe 100 USDT to Earn', During, '100', 'USDT', usdt('5'), {
      action: 'asset',
    }),
  ],
  [ActivityType.TeamChallenge]: [
    t('INVITE_FRIEND', 'Invite 5 friends', During, '5', 'friends', sbx('100'), { action: 'share' }),
    t('SHARE_LINK', 'Share the challenge today', Everyday, '1', 'shares', sbx('5'), {
      action: 'share',
    }),
    t('TOTAL_TRADING_VOLUME', 'Trade 50,000 USDT', During, '50000', 'USDT', item(), {
      action: 'trade',
    }),
  ],
};
