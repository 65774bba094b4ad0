import type { UserReward } from '../../domain/reward.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { QuantityFormat } from '../../i18n/quantity.ts';
import { useQuantityFormat } from '../../i18n/use-quantity-format.ts';
import { LocalTime } from '../../ui/LocalTime.tsx';
import { Sentence, SLOT } from '../../ui/Sentence.tsx';
import { ServerText } from '../../ui/ServerText.tsx';

/** Draw chances and prize items are counted in words; money and tokens by their currency. */
function amountText(reward: UserReward, format: QuantityFormat) {
  if (reward.rewardType === 'LOTTERY_COUNT' || reward.rewardType === 'PHYSICAL') {
    return format.reward(reward);
  }
  return <span dir="ltr">{format.reward(reward)}</span>;
}

/** One reward: its amount, where it came from, its status and when it expires. */
export function RewardCard(props: { reward: UserReward; expiringSoon: boolean }) {
  const { t } = useI18n();
  const format = useQuantityFormat();
  const { reward, expiringSoon } = props;
  const titleId = `reward-${reward.rewardId}`;
  return (
    <article
      className="panel reward-card"
      data-status={reward.status}
      data-type={reward.rewardType}
      data-expiring={expiringSoon ? 'true' : undefined}
      aria-labelledby={titleId}
    >
      <div className="reward-tags">
        <span className="tag">{t(`rewards.type.${reward.rewardType}`)}</span>
        <span className={`tag reward-status status-${reward.status}`}>
          {t(`rewards.status.${reward.status}`)}
        </span>
        {expiringSoon && <span className="tag reward-soon">{t('rewards.expiringSoon')}</span>}
      </div>
      <h3 id={titleId} className="reward-amount">
        {amountText(reward, format)}
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
