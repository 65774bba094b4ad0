import { connectEventIndex } from '../../../machines/event-index.connect.ts';
import type { eventIndexMachine } from '../../../machines/event-index.machine.ts';
import { activityTypeName } from '../../domain/activity.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useConnect, useViewActor } from '../../ui/actor.tsx';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/navigation.tsx';
import { SkeletonList } from '../../ui/SkeletonList.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import './events.css';

/** Placeholders while the list loads. */
const SKELETON_ROWS = 6;

/**
 * The /events index: every campaign with an /events page that the exchange shows this viewer,
 * each a link to its page (`eventPath`).
 */
export function EventIndex(props: {
  logic: typeof eventIndexMachine;
  eventPath: (alias: string) => string;
}) {
  const { t } = useI18n();
  const actor = useViewActor(props.logic, {});
  const index = useConnect(actor, connectEventIndex);

  return (
    <div className="event-index" data-state={index.dataState}>
      <header className="page-header">
        <h1>{t('events.indexTitle')}</h1>
        <p className="page-subtitle">{t('events.indexIntro')}</p>
      </header>
      {index.isLoading && (
        <div aria-busy="true">
          <VisuallyHidden role="status">{t('events.loading')}</VisuallyHidden>
          <SkeletonList count={SKELETON_ROWS} className="event-list" itemHeight="4.5rem" />
        </div>
      )}
      {index.isFailed && (
        <div className="notice notice-error" role="alert">
          <p>
            {t('events.failed')} {failureText(t, index.failure)}
          </p>
          <Button disabled={!index.canRetry} onClick={index.retry}>
            {t('detail.retry')}
          </Button>
        </div>
      )}
      {index.isEmpty && (
        <div className="notice">
          <p>{t('events.empty')}</p>
          <Link className="btn btn-secondary btn-link" to="/">
            {t('detail.allCampaigns')}
          </Link>
        </div>
      )}
      {index.isListed && (
        <ul className="event-list">
          {index.events.map((event) => {
            const typeName = activityTypeName(event.type);
            return (
              <li key={event.activityId} className="event-row" data-stage={event.stage}>
                <Link to={props.eventPath(event.alias)} className="event-link">
                  <bdi className="event-title">{event.title}</bdi>
                </Link>
                <span className="activity-tags">
                  <span className="tag tag-type">
                    {typeName ? t(`activityType.${typeName}`) : event.type}
                  </span>
                  <span className={`tag tag-stage stage-${event.stage}`}>
                    {t(`stage.${event.stage}`)}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
