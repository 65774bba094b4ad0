import { formatAmount } from '../../domain/number-format.ts';
import type { RewardSummary } from '../../domain/reward.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { LocalTime } from './LocalTime.tsx';
import { Sentence, SLOT } from './Sentence.tsx';

/** A reward as "20 USDT · Futures coupon", its amount in the user's number format. */
export function RewardText(props: { reward: RewardSummary }) {
  const { t, locale } = useI18n();
  const { reward } = props;
  return (
    <span className="reward-text">
      <span className="reward-amount" dir="ltr">
        {formatAmount(reward.amount, locale)} {reward.currency}
      </span>{' '}
      <span className="reward-type">{t(`detail.rewardType.${reward.rewardType}`)}</span>
    </span>
  );
}

/**
 * When a reward stops being usable. A promised reward often gets its expiry only when it is
 * granted, so no date says nothing rather than "never".
 */
export function RewardExpiry(props: { expiresAt: number | undefined }) {
  const { t } = useI18n();
  if (props.expiresAt === undefined) return null;
  return (
    <span className="muted reward-expiry">
      <Sentence
        text={t('detail.expiresOn', { date: SLOT })}
        slot={<LocalTime at={props.expiresAt} />}
      />
    </span>
  );
}
