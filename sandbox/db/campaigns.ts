import { ActivityStage, ActivityType } from '../../src/domain/activity.ts';

/** The words and numbers of one seeded activity; its times come from the seed moment. */
export interface Campaign {
  /** Kebab-case and unique; carries the tracking fragments of SPEC §2 where one fits. */
  alias: string;
  title: string;
  summary: string;
  rewardPool: string;
  rewardCurrency: 'USDT' | 'BTC' | 'SBX';
  participants: number;
}

type CampaignSet = Record<ActivityStage, Campaign>;

const c = (
  alias: string,
  title: string,
  summary: string,
  rewardPool: string,
  rewardCurrency: Campaign['rewardCurrency'],
  participants: number,
): Campaign => ({ alias, title, summary, rewardPool, rewardCurrency, participants });

const { NotStart, InProgress, Finished } = ActivityStage;

/** Three campaigns (upcoming, live, ended) for each activity type of SPEC §1. */
export const CAMPAIGNS: Record<ActivityType, CampaignSet> = {
  [ActivityType.NewUser]: {
    [NotStart]: c(
      'welcome-event-spring',
      'Spring Welcome Event: up to 200 USDT',
      'Register, verify your identity and make a first deposit during the event to unlock a welcome pack worth up to 200 USDT.',
      '80000',
      'USDT',
      0,
    ),
    [InProgress]: c(
      'newbie-bonus-100-usdt',
      'Newcomer Bonus: claim up to 100 USDT',
      'New here? Complete three beginner tasks (pass KYC, deposit, place a first trade) and claim up to 100 USDT in trading bonuses.',
      '50000',
      'USDT',
      3817,
    ),
    [Finished]: c(
      'newbie-first-trade-rewards',
      'First Trade Rewards for Newcomers',
      'Newcomers who placed their first spot trade shared a pool of 20,000 SBX.',
      '20000',
      'SBX',
      5120,
    ),
  },
  [ActivityType.PersonalTrading]: {
    [NotStart]: c(
      'eth-trading-competition',
      'ETH Trading Competition',
      'Trade ETH/USDT perpetuals and rank by volume. The top 300 traders share 30,000 USDT.',
      '30000',
      'USDT',
      0,
    ),
    [InProgress]: c(
      'btc-trading-sprint-competition',
      'BTC Trading Sprint',
      'Reach 10,000 USDT of BTC futures volume to earn a share of 0.75 BTC: the more you trade, the bigger your share.',
      '0.75',
      'BTC',
      2264,
    ),
    [Finished]: c(
      'altcoin-trading-competition',
      'Altcoin Trading Competition',
      '1,200 traders raced up the altcoin leaderboard for a 12,500.5 USDT prize pool.',
      '12500.5',
      'USDT',
      1200,
    ),
  },
  [ActivityType.Lottery]: {
    [NotStart]: c(
      'weekend-lucky-draw',
      'Weekend Lucky Draw',
      'Every 500 USDT of weekend trading volume earns a draw ticket. Prizes include hardware wallets and SBX airdrops.',
      '15000',
      'SBX',
      0,
    ),
    [InProgress]: c(
      'daily-trading-lottery',
      'Daily Lucky Draw',
      'Trade any amount each day for a free spin. Prizes range from 1 USDT to 1,000 USDT futures coupons.',
      '10000',
      'USDT',
      9431,
    ),
    [Finished]: c(
      'mid-autumn-lottery',
      'Mid-Autumn Lottery',
      'The festival lottery is over: winners found their USDT and SBX prizes in the rewards centre.',
      '8888.88',
      'USDT',
      14302,
    ),
  },
  [ActivityType.CopyTrading]: {
    [NotStart]: c(
      'copy-trading-launch-promo',
      'Copy Trading Launch Week',
      'Follow a lead trader during launch week and get your first 10 USDT of copy-trading fees back.',
      '25000',
      'USDT',
      0,
    ),
    [InProgress]: c(
      'follow-the-elite-promo',
      'Follow the Elite',
      'Copy any elite trader with at least 100 USDT and earn up to 50 USDT in futures coupons.',
      '40000',
      'USDT',
      1578,
    ),
    [Finished]: c(
      'lead-trader-bonus-promo',
      'Become a Lead Trader',
      'Lead traders who gathered 20 followers shared a 100,000 SBX profit-share bonus.',
      '100000',
      'SBX',
      342,
    ),
  },
  [ActivityType.TeamTrading]: {
    [NotStart]: c(
      'team-trading-league-s3',
      'Team Trading League: Season 3',
      'Form a team of up to 10 traders and compete on combined futures volume for 60,000 USDT.',
      '60000',
      'USDT',
      0,
    ),
    [InProgress]: c(
      'squad-up-team-race',
      'Squad Up: Team Trading Race',
      'Join a squad, trade together and unlock bigger reward tiers as your team volume grows.',
      '45000',
      'USDT',
      896,
    ),
    [Finished]: c(
      'team-trading-league-s2',
      'Team Trading League: Season 2',
      'Season 2 is over: 180 teams traded for a share of 1.2 BTC.',
      '1.2',
      'BTC',
      1640,
    ),
  },
  [ActivityType.TradingDepositBonus]: {
    [NotStart]: c(
      'trading-deposit-bonus-eth',
      'Deposit ETH, Trade, Earn 5%',
      'Deposit at least 0.5 ETH and trade 5,000 USDT in futures to receive a 5% bonus on your deposit.',
      '20000',
      'USDT',
      0,
    ),
    [InProgress]: c(
      'trading-deposit-bonus-usdt',
      'Deposit & Trade Bonus: up to 500 USDT',
      'Deposit USDT, reach the trading target of your tier and collect a bonus of up to 500 USDT.',
      '75000',
      'USDT',
      2051,
    ),
    [Finished]: c(
      'trading-deposit-bonus-summer',
      'Summer Deposit & Trade Bonus',
      'Summer depositors who met their trading target shared 35,000 USDT in bonuses.',
      '35000',
      'USDT',
      2987,
    ),
  },
  [ActivityType.CompoundTrading]: {
    [NotStart]: c(
      'compound-spot-futures-challenge',
      'Spot + Futures Challenge',
      'Trade both spot and futures during the challenge to qualify for a 250,000 SBX pool.',
      '250000',
      'SBX',
      0,
    ),
    [InProgress]: c(
      'compound-mega-week',
      'Mega Week: Double Rewards',
      'Trade spot and futures in the same week and your rewards are doubled, up to 300 USDT each.',
      '60000',
      'USDT',
      4410,
    ),
    [Finished]: c(
      'compound-trading-marathon',
      'Trading Marathon',
      'The 30-day marathon rewarded steady traders with a share of 0.5 BTC.',
      '0.5',
      'BTC',
      733,
    ),
  },
  [ActivityType.Deposit]: {
    [NotStart]: c(
      'first-deposit-boost',
      'First Deposit Boost',
      'Make your first deposit of 100 USDT or more and receive 20 USDT on top.',
      '30000',
      'USDT',
      0,
    ),
    [InProgress]: c(
      'deposit-and-earn-sbx',
      'Deposit & Earn SBX',
      'Every net deposit of 1,000 USDT earns 50 SBX, credited daily while the campaign runs.',
      '500000',
      'SBX',
      6120,
    ),
    [Finished]: c(
      'btc-deposit-week',
      'BTC Deposit Week',
      'Net BTC depositors shared a 1.5 BTC reward pool.',
      '1.5',
      'BTC',
      958,
    ),
  },
  [ActivityType.TeamChallenge]: {
    [NotStart]: c(
      'invite-friends-team-challenge',
      'Invite Challenge: Build Your Team',
      'Invite friends to your team before the deadline: every qualified member adds 10 USDT to your team chest.',
      '40000',
      'USDT',
      0,
    ),
    [InProgress]: c(
      'team-challenge-hit-the-goal',
      'Team Challenge: Hit the Goal Together',
      'Reach the team trading goal before time runs out and every member claims a share of 100,000 SBX.',
      '100000',
      'SBX',
      1322,
    ),
    [Finished]: c(
      'winter-team-challenge',
      'Winter Team Challenge',
      '95 teams reached the winter goal and split 18,000 USDT.',
      '18000',
      'USDT',
      2210,
    ),
  },
};
