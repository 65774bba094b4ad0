import type { AirdropProduct } from '../../src/domain/airdrop.ts';
import { RewardType } from '../../src/domain/reward.ts';
import { AIRDROP_PRIZE_ID } from './catalog-details.ts';
import { coupon, draws, item, type RewardSpec, sbx, usdt } from './catalog-rewards.ts';

/** A prize of a lottery wheel; its chance is its weight over the wheel's total (1000). */
export interface PrizeSpec {
  name: string;
  reward: RewardSpec;
  weight: number;
}

/** Every Lottery activity spins this wheel; every draw wins something. */
export const LOTTERY_PRIZES: readonly PrizeSpec[] = [
  { name: 'Hardware wallet', reward: item(), weight: 1 },
  { name: '1,000 USDT futures coupon', reward: coupon('1000'), weight: 4 },
  { name: '100 SBX airdrop', reward: sbx('100', RewardType.Drop), weight: 60 },
  { name: 'Extra draw', reward: draws('1'), weight: 50 },
  { name: '20 SBX', reward: sbx('20'), weight: 300 },
  { name: '5 USDT futures coupon', reward: coupon('5'), weight: 335 },
  { name: '1 USDT trial bonus', reward: usdt('1'), weight: 250 },
];

/** KOLs a newcomer can bind to (beginner/kol/bind), by their code. */
export const KOLS: readonly { code: string; name: string }[] = [
  { code: 'CRYPTOKATE', name: 'Crypto Kate' },
  { code: 'MOONMAX', name: 'Max to the Moon' },
  { code: 'SATOSHISAM', name: 'Satoshi Sam' },
];

/** The airdrop of the live Deposit campaign: hold 100 SBX to join (51070 otherwise). */
export const AIRDROP_PRODUCTS: readonly AirdropProduct[] = [
  {
    prizeId: AIRDROP_PRIZE_ID,
    productCode: 'SBX-HOLDER-AIRDROP',
    name: 'SBX holder airdrop',
    symbol: 'SBX',
    minHold: '100',
    rewardAmount: '50',
    rewardCurrency: 'SBX',
  },
];
