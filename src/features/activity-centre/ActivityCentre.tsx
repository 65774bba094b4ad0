import { useSelector } from '@xstate/react';
import { useDeferredValue } from 'react';
import type {
  activityCentreMachine,
  CentreInput,
} from '../../../machines/activity-centre.machine.ts';
import {
  sameCards,
  selectActivityCards,
  selectBanners,
  selectCentreFailure,
  selectCentreFilter,
  selectCentreState,
  selectTypeCounts,
} from '../../../machines/activity-centre.selectors.ts';
import { reachabilityOf } from '../../domain/codes.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useQuantityFormat } from '../../i18n/use-quantity-format.ts';
import { isBrowserOnline } from '../../platform/connectivity.ts';
import { useViewActor } from '../../ui/actor.tsx';
import { Button } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { SkeletonList } from '../../ui/SkeletonList.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { ActivityCard } from './ActivityCard.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';
import { CentreFilters } from './CentreFilters.tsx';

export interface ActivityCentreProps {
  logic: typeof activityCentreMachine;
  input: CentreInput;
}

const SKELETON_CARDS = 6;
/** The cards of the first drawing: more than a phone or a desktop screen shows. */
const FIRST_CARDS = 8;

const sameCounts = (a: Map<number, number>, b: Map<number, number>) =>
  a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);

/** The activity centre (route /): banners, then every activity with its stage and countdown. */
export function ActivityCentre({ logic, input }: ActivityCentreProps) {
  const { t } = useI18n();
  const format = useQuantityFormat();
  const actor = useViewActor(logic, { input });
  const state = useSelector(actor, selectCentreState);
  const banners = useSelector(actor, selectBanners);
  const cards = useSelector(actor, selectActivityCards, sameCards);
  // A screenful of cards comes with the first drawing and the rest in a drawing of their own
  // right after, so that neither holds a slow phone up.
  const shown = useDeferredValue(cards.length, FIRST_CARDS);
  const failure = useSelector(actor, selectCentreFailure);
  const canRetry = useSelector(actor, (s) => s.can({ type: 'centre.retry' }));
  const filter = useSelector(actor, selectCentreFilter);
  const typeCounts = useSelector(actor, selectTypeCounts, sameCounts);

  return (
    <div className="centre" data-state={state}>
      <header className="page-header">
        <h1>{t('centre.title')}</h1>
        <p className="page-subtitle">{t('centre.subtitle')}</p>
      </header>
      {state === 'loading' && (
        <div className="centre-loading" aria-busy="true">
          <VisuallyHidden role="status">{t('app.loading')}</VisuallyHidden>
          <Skeleton height="var(--banner-height)" radius="12px" />
          <SkeletonList
            count={SKELETON_CARDS}
            className="activity-grid"
            itemHeight="var(--card-height)"
          />
        </div>
      )}
      {state === 'failed' && (
        <div className="notice notice-error" role="alert">
          <p>
            {reachabilityOf(failure, isBrowserOnline()) !== 'answered'
              ? t('centre.failedNetwork')
              : t('centre.failed')}
          </p>
          <Button disabled={!canRetry} onClick={() => actor.send({ type: 'centre.retry' })}>
            {t('centre.retry')}
          </Button>
        </div>
      )}
      {state === 'ready' && (
        <>
          <BannerCarousel banners={banners} />
          <section aria-labelledby="all-activities">
            <h2 id="all-activities" className="section-title">
              {t('centre.activities')}{' '}
              <span className="count">
                {format.plural('format.plural.activities', cards.length)}
              </span>
            </h2>
            <CentreFilters
              filter={filter}
              typeCounts={typeCounts}
              onChange={(next) => actor.send({ type: 'centre.filter', filter: next })}
            />
            {cards.length === 0 ? (
              <p className="notice">
                {filter.type === undefined && filter.stage === undefined
                  ? t('centre.empty')
                  : t('centre.emptyFiltered')}
              </p>
            ) : (
              <ul className="activity-grid">
                {cards.slice(0, Math.max(shown, FIRST_CARDS)).map((card) => (
                  <li key={card.activity.activityId}>
                    <ActivityCard card={card} actor={actor} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
