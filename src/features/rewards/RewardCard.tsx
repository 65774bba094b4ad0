import type { RewardUse, UserReward, UserRewardStatus } from '../../domain/reward.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { QuantityFormat } from '../../i18n/quantity.ts';
import { useQuantityFormat } from '../../i18n/use-quantity-format.ts';
import { LocalTime } from '../../ui/LocalTime.tsx';
import { Sentence, SLOT } from '../../ui/Sentence.tsx';
import { ServerText } from '../../ui/ServerText.tsx';

/**
 * Draw chances say what is left of them, not the amount granted (issue: "3 draws · Available"
 * after two were used); an exchange that does not tell the use gets "3 draws granted".
 */
function partsText(use: RewardUse, format: QuantityFormat) {
  switch (use.kind) {
    case 'granted':
      return format.plural('format.plural.drawsGranted', use.total);
    case 'left':
      return format.plural('format.plural.drawsLeft', use.total, { left: format.count(use.left) });
    case 'allUsed':
      return format.plural('format.plural.drawsAllUsed', use.total);
    case 'unused':
      return format.plural('format.plural.drawsUnused', use.total, {
        left: format.count(use.left),
      });
  }
}

/** Draw chances and prize items are counted in words; money and tokens by their currency. */
function amountText(reward: UserReward, use: RewardUse | undefined, format: QuantityFormat) {
  if (use) return partsText(use, format);
  if (reward.rewardType === 'LOTTERY_COUNT' || reward.rewardType === 'PHYSICAL') {
    return format.reward(reward);
  }
  return <span dir="ltr">{format.reward(reward)}</span>;
}

/** One reward as My rewards lists it (machines/rewards.connect.ts, RewardItem). */
export interface RewardCardProps {
  reward: UserReward;
  /** The status shown, USED once every part is used. */
  status: UserRewardStatus;
  /** What is left of a reward used in parts; undefined for the others. */
  use: RewardUse | undefined;
  expiringSoon: boolean;
}

/** One reward: its amount (or what is left of it), where it came from, its status and expiry. */
export function RewardCard(props: RewardCardProps) {
  const { t } = useI18n();
  const format = useQuantityFormat();
  const { reward, status, use, expiringSoon } = props;
  const titleId = `reward-${reward.rewardId}`;
  return (
    <article
      className="panel reward-card"
      data-status={status}
      data-type={reward.rewardType}
      data-expiring={expiringSoon ? 'true' : undefined}
      aria-labelledby={titleId}
    >
      <div className="reward-tags">
        <span className="tag">{t(`rewards.type.${reward.rewardType}`)}</span>
        <span className={`tag reward-status status-${status}`}>
          {t(`rewards.status.${status}`)}
        </span>
        {expiringSoon && <span className="tag reward-soon">{t('rewards.expiringSoon')}</span>}
      </div>
      <h3 id={titleId} className="reward-amount">
        {amountText(reward, use, format)}
      </h3>
      <p className="reward-from">
        <Sentence
          text={t('rewards.from', { activity: SLOT })}
          slot={
            <bdi>
              <ServerText text={reward.activityTitle} />
            </bdi>
          }
        />
      </p>
      <dl className="facts reward-facts">
        <div>
          <dt>{t('rewards.received')}</dt>
          <dd>
            <LocalTime at={reward.grantedAt} />
          </dd>
        </div>
        <div>
          <dt>{t('rewards.expires')}</dt>
          <dd>
            {reward.expiresAt === undefined ? (
              t('rewards.noExpiry')
            ) : (
              <LocalTime at={reward.expiresAt} />
            )}
          </dd>
        </div>
      </dl>
    </article>
  );
}
