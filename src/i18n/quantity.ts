import {
  type AmountFormatOptions,
  formatAmount,
  formatCount,
  formatPercent,
  formatQuantity,
  isCurrencyUnit,
  pluralCategory,
} from '../domain/number-format.ts';
import type { RewardSummary } from '../domain/reward.ts';
import type { MessageKey, MessageParams } from './messages.ts';
import type { Translate } from './translator.ts';

/** A message with one form per plural category: `format.plural.<name>.{zero,one,…,other}`. */
export type PluralKey = MessageKey extends infer K
  ? K extends `format.plural.${infer Name}.other`
    ? `format.plural.${Name}`
    : never
  : never;

/** Units of the exchange's tasks that are counted things, with a localised word each. */
const COUNTED_UNITS = ['step', 'code', 'trades', 'orders', 'shares', 'follows', 'friends'] as const;
type CountedUnit = (typeof COUNTED_UNITS)[number];
const isCountedUnit = (unit: string): unit is CountedUnit =>
  (COUNTED_UNITS as readonly string[]).includes(unit);

/** Everything a view shows as a number, formatted one way for a locale. */
export interface QuantityFormat {
  /** An amount of money or a token, SPEC §9 (vi: dot and comma, min 5 fraction digits). */
  amount(value: string | number, options?: AmountFormatOptions): string;
  /** A rate ("0.3") as a percentage ("30%"). */
  percent(rate: string | number): string;
  /** A count: an integer with group separators, never fraction digits. */
  count(value: string | number): string;
  /** A value in a task or tier unit: an amount for a currency, a count otherwise. */
  quantity(value: string | number, unit: string): string;
  /** A unit as a word agreeing with `count` ("1 order", "3 orders"); a currency code as it is. */
  unit(unit: string, count: string | number): string;
  /** A plural message for `count` (as {{count}}, formatted), with the locale's plural rules. */
  plural(key: PluralKey, count: string | number, params?: MessageParams): string;
  /** A reward in words: "3 draws", "1 prize item", "20 USDT". */
  reward(reward: Pick<RewardSummary, 'rewardType' | 'amount' | 'currency'>): string;
}

/**
 * The one number and unit formatter of the views, built on src/domain/number-format.ts
 * (amounts, counts, plural categories) and the translator (unit words, plural forms), so the
 * centre card, the detail, My rewards, the agent dashboard, the lottery and the poster all
 * say the same thing the same way.
 */
export function createQuantityFormat(t: Translate, locale: string): QuantityFormat {
  const plural: QuantityFormat['plural'] = (key, count, params) =>
    t(`${key}.${pluralCategory(count, locale)}` as MessageKey, {
      ...params,
      count: formatCount(count, locale),
    });
  return {
    amount: (value, options) => formatAmount(value, locale, options),
    percent: (rate) => formatPercent(rate, locale),
    count: (value) => formatCount(value, locale),
    quantity: (value, unit) => formatQuantity(value, unit, locale),
    unit: (unit, count) =>
      isCountedUnit(unit) && !isCurrencyUnit(unit)
        ? t(`format.unit.${unit}.${pluralCategory(count, locale)}` as MessageKey)
        : unit,
    plural,
    reward: (reward) => {
      if (reward.rewardType === 'LOTTERY_COUNT')
        return plural('format.plural.draws', reward.amount);
      if (reward.rewardType === 'PHYSICAL')
        return plural('format.plural.prizeItems', reward.amount);
      return `${formatAmount(reward.amount, locale)} ${reward.currency}`;
    },
  };
}
