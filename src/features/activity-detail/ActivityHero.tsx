import type { ReactNode } from 'react';
import { type ActivityStage, activityTypeName } from '../../domain/activity.ts';
import type { ActivityDetail } from '../../domain/activity-detail.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useQuantityFormat } from '../../i18n/use-quantity-format.ts';
import { useAssetUrl } from '../../ui/asset-url.tsx';
import { LocalTime } from '../../ui/LocalTime.tsx';
import { ServerText } from '../../ui/ServerText.tsx';
import { RewardExpiry, RewardText } from './RewardText.tsx';

/** The top of the page: type, stage, title, countdown, dates and the headline facts. */
export function ActivityHero(props: {
  detail: ActivityDetail;
  stage: ActivityStage;
  countdown: ReactNode;
  refreshing: boolean;
}) {
  const { t } = useI18n();
  const format = useQuantityFormat();
  const assetUrl = useAssetUrl();
  const { detail, stage } = props;
  const typeName = activityTypeName(detail.type);
  return (
    <header className="detail-hero" data-stage={stage} aria-busy={props.refreshing}>
      <img
        className="detail-image"
        src={assetUrl(detail.imageUrl)}
        alt=""
        width={640}
        height={280}
      />
      <div className="detail-hero-body">
        <div className="activity-tags">
          <span className="tag tag-type">
            {typeName ? t(`activityType.${typeName}`) : detail.type}
          </span>
          <span className={`tag tag-stage stage-${stage}`} data-state={stage}>
            {t(`stage.${stage}`)}
          </span>
        </div>
        <h1 className="detail-title" dir="auto">
          <ServerText text={detail.title} />
        </h1>
        <p className="detail-summary" dir="auto">
          <ServerText text={detail.summary} />
        </p>
        {props.countdown}
        <dl className="facts detail-facts">
          <div>
            <dt>{t('detail.starts')}</dt>
            <dd>
              <LocalTime at={detail.startTime} stacked />
            </dd>
          </div>
          <div>
            <dt>{t('detail.ends')}</dt>
            <dd>
              <LocalTime at={detail.endTime} stacked />
            </dd>
          </div>
          <div>
            <dt>{t('activity.rewardPool')}</dt>
            <dd>
              <span dir="ltr">
                {format.amount(detail.rewardPool)} {detail.rewardCurrency}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('activity.participants')}</dt>
            <dd>
              <span dir="ltr">{format.count(detail.participants)}</span>
            </dd>
          </div>
          <div>
            <dt>{t('detail.topReward')}</dt>
            <dd>
              <RewardText reward={detail.reward} />{' '}
              <RewardExpiry expiresAt={detail.reward.expiresAt} />
            </dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
