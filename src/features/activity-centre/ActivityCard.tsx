import { memo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { activityCentreMachine } from '../../../machines/activity-centre.machine.ts';
import type { ActivityCardModel } from '../../../machines/activity-centre.selectors.ts';
import { activityTypeName } from '../../domain/activity.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useQuantityFormat } from '../../i18n/use-quantity-format.ts';
import { useAssetUrl } from '../../ui/asset-url.tsx';
import { LocalTime } from '../../ui/LocalTime.tsx';
import { Link } from '../../ui/navigation.tsx';
import { ServerText } from '../../ui/ServerText.tsx';
import { CountdownText } from './CountdownText.tsx';

/**
 * One activity: type, stage, countdown, reward pool and dates in the user's time zone. Drawn
 * again only when its activity or stage changes; its countdown follows the clock by itself.
 */
export const ActivityCard = memo(function ActivityCard({
  card,
  actor,
  imageOnFirstScreen,
}: {
  card: ActivityCardModel;
  actor: ActorRefFrom<typeof activityCentreMachine>;
  /** False: the image loads only as the card nears the screen, not with the page. */
  imageOnFirstScreen: boolean;
}) {
  const { t } = useI18n();
  const format = useQuantityFormat();
  const assetUrl = useAssetUrl();
  const { activity, stage } = card;
  const typeName = activityTypeName(activity.type);
  return (
    <article
      className="activity-card"
      data-stage={stage}
      data-type={typeName}
      aria-labelledby={`activity-${activity.activityId}`}
    >
      <img
        className="activity-image"
        src={assetUrl(activity.imageUrl)}
        alt=""
        width={320}
        height={140}
        // Below the first screen an image would share a slow phone's bandwidth with the
        // banner and the scripts; lazy, neither the browser nor React's server preloads it.
        loading={imageOnFirstScreen ? undefined : 'lazy'}
      />
      <div className="activity-body">
        <div className="activity-tags">
          <span className="tag tag-type">
            {typeName ? t(`activityType.${typeName}`) : activity.type}
          </span>
          <span className={`tag tag-stage stage-${stage}`}>{t(`stage.${stage}`)}</span>
        </div>
        <h3 id={`activity-${activity.activityId}`} className="activity-title" dir="auto">
          {/* The title links the whole card to its page (the link's area covers the card). */}
          <Link to={`/activity/${activity.activityId}`} className="activity-link">
            <ServerText text={activity.title} />
          </Link>
        </h3>
        <p className="activity-summary" dir="auto">
          <ServerText text={activity.summary} />
        </p>
        <dl className="facts activity-facts">
          <div>
            <dt>{t('activity.rewardPool')}</dt>
            <dd>
              <bdi dir="ltr">
                {format.amount(activity.rewardPool)} {activity.rewardCurrency}
              </bdi>
            </dd>
          </div>
          <div>
            <dt>{t('activity.participants')}</dt>
            <dd>
              <bdi dir="ltr">{format.count(activity.participants)}</bdi>
            </dd>
          </div>
        </dl>
        <p className="activity-period">
          <LocalTime at={activity.startTime} />
          {' – '}
          <LocalTime at={activity.endTime} />
        </p>
        <CountdownText actor={actor} activity={activity} stage={stage} />
      </div>
    </article>
  );
});
