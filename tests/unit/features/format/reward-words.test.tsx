// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../locales/ar.json';
import en from '../../../../locales/en.json';
import ru from '../../../../locales/ru.json';
import vi from '../../../../locales/vi.json';
import type { Locale } from '../../../../src/domain/locale.ts';
import {
  type RewardSummary,
  rewardUse,
  shownStatus,
  type UserReward,
} from '../../../../src/domain/reward.ts';
import { RewardText } from '../../../../src/features/activity-detail/RewardText.tsx';
import { RewardCard } from '../../../../src/features/rewards/RewardCard.tsx';
import { I18nProvider } from '../../../../src/i18n/I18nContext.tsx';
import type { Messages } from '../../../../src/i18n/messages.ts';
import { createTranslator } from '../../../../src/i18n/translator.ts';

afterEach(cleanup);

const FILES: Partial<Record<Locale, Messages>> = { en, vi, ru, ar };
const messages = (locale: Locale): Messages => FILES[locale] ?? en;
const i18n = (locale: Locale) => ({
  locale,
  dir: locale === 'ar' ? ('rtl' as const) : ('ltr' as const),
  t: createTranslator(locale, messages(locale), en),
});
const draws = (amount: string): RewardSummary => ({
  rewardType: 'LOTTERY_COUNT',
  category: 3,
  amount,
  currency: 'DRAW',
});
const item: RewardSummary = { rewardType: 'PHYSICAL', category: 3, amount: '1', currency: 'ITEM' };
const coupon: RewardSummary = {
  rewardType: 'FUTURES_COUPON',
  category: 1,
  amount: '1000',
  currency: 'USDT',
};
const mine = (reward: RewardSummary): UserReward => ({
  ...reward,
  rewardId: 1,
  activityId: 8,
  activityTitle: '1,000 USDT futures coupon draw',
  status: 'ISSUED',
  grantedAt: Date.UTC(2030, 0, 2),
});

function detailText(locale: Locale, reward: RewardSummary) {
  const { container } = render(
    <I18nProvider value={i18n(locale)}>
      <RewardText reward={reward} />
    </I18nProvider>,
  );
  return container.textContent;
}

const card = (reward: UserReward) => (
  <RewardCard
    reward={reward}
    status={shownStatus(reward)}
    use={rewardUse(reward)}
    expiringSoon={false}
  />
);

function cardAmount(locale: Locale, reward: RewardSummary) {
  const { container } = render(
    <I18nProvider value={i18n(locale)}>{card(mine(reward))}</I18nProvider>,
  );
  return container.querySelector('h3')?.textContent;
}

describe('rewards in words, the same on the detail and in My rewards (issue 15)', () => {
  it('given a draw or a prize item, the detail names it in words, never "1 DRAW" or "1 ITEM"', () => {
    expect(detailText('en', draws('1'))).toBe('1 draw');
    cleanup();
    expect(detailText('en', draws('3'))).toBe('3 draws');
    cleanup();
    expect(detailText('en', item)).toBe('1 prize item');
    cleanup();
    expect(detailText('en', coupon)).toBe('1,000 USDT Futures coupon');
  });

  it('given the same reward, the detail and My rewards say the same amount, in vi and ru', () => {
    for (const locale of ['vi', 'ru', 'en'] as const) {
      for (const reward of [draws('3'), item, coupon]) {
        const detail = detailText(locale, reward) ?? '';
        cleanup();
        const shown = cardAmount(locale, reward) ?? '';
        cleanup();
        // Draw chances whose use the list does not tell are said as granted ("3 draws granted"),
        // in the detail's words.
        const same =
          reward.rewardType === 'LOTTERY_COUNT' ? shown.includes(detail) : detail.startsWith(shown);
        expect(same, `${locale}: "${detail}" / "${shown}"`).toBe(true);
        expect(shown).not.toMatch(/DRAW|ITEM/);
      }
    }
    expect(cardAmount('ru', draws('5'))).toBe('Получено 5 розыгрышей');
  });

  it('given an Arabic page, the activity a reward came from is isolated with its amount', () => {
    const { container } = render(
      <I18nProvider value={i18n('ar')}>{card(mine(coupon))}</I18nProvider>,
    );
    const from = container.querySelector('.reward-from bdi');
    expect(from?.textContent).toBe('1,000 USDT futures coupon draw');
    expect(from?.querySelector('bdi[dir="ltr"]')?.textContent).toBe('1,000 USDT');
    expect(container.querySelector('h3 [dir="ltr"]')?.textContent).toBe('1,000 USDT');
  });
});
