// @vitest-environment jsdom
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../locales/ar.json';
import en from '../../../../locales/en.json';
import pl from '../../../../locales/pl.json';
import ru from '../../../../locales/ru.json';
import { LOCALES, type Locale } from '../../../../src/domain/locale.ts';
import { rewardUse, shownStatus, type UserReward } from '../../../../src/domain/reward.ts';
import { RewardCard } from '../../../../src/features/rewards/RewardCard.tsx';
import { I18nProvider } from '../../../../src/i18n/I18nContext.tsx';
import type { Messages } from '../../../../src/i18n/messages.ts';
import { createTranslator } from '../../../../src/i18n/translator.ts';

afterEach(cleanup);

const FILES: Partial<Record<Locale, Messages>> = { en, ru, pl, ar };
const i18n = (locale: Locale, messages: Messages = FILES[locale] ?? en) => ({
  locale,
  dir: locale === 'ar' || locale === 'fa-IR' ? ('rtl' as const) : ('ltr' as const),
  t: createTranslator(locale, messages, en),
});

/** Ada's three draw chances of the live lucky draw, as getRewardList answers them. */
const draws = (extra: Partial<UserReward> = {}): UserReward => ({
  rewardId: 7,
  activityId: 8,
  activityTitle: 'Daily Lucky Draw',
  rewardType: 'LOTTERY_COUNT',
  category: 3,
  amount: '3',
  currency: 'DRAW',
  status: 'ISSUED',
  grantedAt: Date.UTC(2030, 0, 2),
  expiresAt: Date.UTC(2030, 0, 12),
  ...extra,
});

function card(reward: UserReward, locale: Locale = 'en', messages?: Messages) {
  const { container } = render(
    <I18nProvider value={i18n(locale, messages)}>
      <RewardCard
        reward={reward}
        status={shownStatus(reward)}
        use={rewardUse(reward)}
        expiringSoon={false}
      />
    </I18nProvider>,
  );
  const article = container.querySelector('article') as HTMLElement;
  return {
    amount: within(article).getByRole('heading').textContent,
    status: article.querySelector('.reward-status')?.textContent,
    dataStatus: article.dataset.status,
  };
}

describe('a draw-chance card says what is left, not what was granted (finding 7)', () => {
  it('given two of three draws used, it says 1 of 3 draws left, available', () => {
    expect(card(draws({ usedAmount: '2' }))).toEqual({
      amount: '1 of 3 draws left',
      status: 'Available',
      dataStatus: 'ISSUED',
    });
  });

  it('given every draw used, it says so and reads Used, even if the exchange still says issued', () => {
    const used = { amount: 'All 3 draws used', status: 'Used', dataStatus: 'USED' };
    expect(card(draws({ usedAmount: '3', status: 'USED' }))).toEqual(used);
    cleanup();
    expect(card(draws({ usedAmount: '3' }))).toEqual(used);
  });

  it('given the lottery ended with draws unused, it says how many went unused, expired', () => {
    expect(card(draws({ usedAmount: '1', status: 'EXPIRED' }))).toEqual({
      amount: '2 of 3 draws unused',
      status: 'Expired',
      dataStatus: 'EXPIRED',
    });
  });

  it('given an exchange that does not tell the use, it says the amount as granted', () => {
    expect(card(draws()).amount).toBe('3 draws granted');
    cleanup();
    expect(card(draws({ amount: '1' })).amount).toBe('1 draw granted');
  });

  it('given a locale with several plural forms, the noun agrees with the total', () => {
    expect(card(draws({ usedAmount: '2' }), 'ru').amount).toBe('Осталось: 1 из 3 розыгрышей');
    cleanup();
    expect(card(draws({ amount: '1', usedAmount: '0' }), 'ru').amount).toBe(
      'Осталось: 1 из 1 розыгрыша',
    );
    cleanup();
    expect(card(draws({ amount: '5', usedAmount: '5' }), 'pl').amount).toBe(
      'Wykorzystano wszystkie 5 losowań',
    );
    cleanup();
    expect(card(draws({ amount: '2' }), 'ar').amount).toBe('مُنحت 2 فرصتا سحب');
  });

  it('given any of the 20 locales, every wording is translated, with both numbers', async () => {
    for (const locale of LOCALES) {
      const messages = (await import(`../../../../locales/${locale}.json`)).default as Messages;
      for (const [reward, numbers] of [
        [draws({ usedAmount: '2' }), ['1', '3']],
        [draws({ usedAmount: '1', status: 'EXPIRED' }), ['2', '3']],
        [draws({ usedAmount: '3' }), ['3']],
        [draws(), ['3']],
      ] as const) {
        const { amount } = card(reward, locale, messages);
        cleanup();
        for (const n of numbers) expect(amount, `${locale}: ${amount}`).toContain(n);
        expect(amount, locale).not.toMatch(/format\.|\{\{|DRAW/);
        if (!locale.startsWith('en')) expect(amount, locale).not.toMatch(/draws? (left|used)/);
      }
    }
  });
});
