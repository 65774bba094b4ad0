/** The activity kinds tracking tells apart (SPEC §2), by the fragments of the page's address. */
export type ActivityKind =
  | 'daily_trading_lottery'
  | 'trading_competition'
  | 'newcomer_activity'
  | 'benefits_centre'
  | 'deposit_and_trade'
  | 'copy_trading';

/** Checked in this order: the longer `trading-deposit-bonus` before anything it might contain. */
const FRAGMENTS: readonly (readonly [ActivityKind, readonly string[]])[] = [
  ['deposit_and_trade', ['trading-deposit-bonus']],
  ['daily_trading_lottery', ['lottery', 'draw']],
  ['trading_competition', ['competition']],
  ['newcomer_activity', ['newbie', 'welcome-event']],
  ['benefits_centre', ['rewards']],
  ['copy_trading', ['promo']],
];

/** The activity kind an address names, or undefined when none of SPEC §2's fragments is in it. */
export function activityKindOf(address: string): ActivityKind | undefined {
  const text = address.toLowerCase();
  return FRAGMENTS.find(([, fragments]) => fragments.some((f) => text.includes(f)))?.[0];
}
