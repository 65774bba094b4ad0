import type { RewardSummary } from '../../domain/reward.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useQuantityFormat } from '../../i18n/use-quantity-format.ts';
import { LocalTime } from '../../ui/LocalTime.tsx';
import { Sentence, SLOT } from './Sentence.tsx';

/**
 * A reward as "20 USDT · Futures coupon", "3 draws" or "1 prize item": the same words as My
 * rewards, its amount in the user's number format. Draws and prize items say what they are
 * in their unit, so no type follows them.
 */
export function RewardText(props: { reward: RewardSummary }) {
  const { t } = useI18n();
  const format = useQuantityFormat();
  const { reward } = props;
  const counted = reward.rewardType === 'LOTTERY_COUNT' || reward.rewardType === 'PHYSICAL';
  return (
    <span className="reward-text">
      <span className="reward-amount" dir={counted ? undefined : 'ltr'}>
        {format.reward(reward)}
      </span>
      {!counted && (
        <>
          {' '}
          <span className="reward-type">{t(`detail.rewardType.${reward.rewardType}`)}</span>
        </>
      )}
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
