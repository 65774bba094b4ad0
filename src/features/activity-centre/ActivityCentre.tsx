import { useDeferredValue } from 'react';
import {
  centreApiFields,
  connectActivityCentre,
} from '../../../machines/activity-centre.connect.ts';
import type {
  activityCentreMachine,
  CentreInput,
} from '../../../machines/activity-centre.machine.ts';
import { reachabilityOf } from '../../domain/codes.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useQuantityFormat } from '../../i18n/use-quantity-format.ts';
import { isBrowserOnline } from '../../platform/connectivity.ts';
import { useConnect, useViewActor } from '../../ui/actor.tsx';
import { Button } from '../../ui/Button.tsx';
import { useHydrated } from '../../ui/hydrated.ts';
import { PageState } from '../../ui/PageState.tsx';
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
/** The cards whose images a first screen can show: a row on a wide screen, one or two on a phone. */
const CARDS_ON_FIRST_SCREEN = 4;

/** The activity centre (route /): banners, then every activity with its stage and countdown. */
export function ActivityCentre({ logic, input }: ActivityCentreProps) {
  const { t } = useI18n();
  const format = useQuantityFormat();
  const actor = useViewActor(logic, { input });
  const centre = useConnect(actor, connectActivityCentre, centreApiFields);
  const { cards } = centre;
  // A screenful of cards comes with the first drawing and the rest in a drawing of their own
  // right after, so that neither holds a slow phone up. A page from the server comes with
  // every card, and hydrating it needs the same (and no second drawing: no initial value).
  const hydrated = useHydrated();
  const shown = useDeferredValue(cards.length, hydrated ? FIRST_CARDS : undefined);

  return (
    <PageState className="centre" state={centre.dataState}>
      <header className="page-header">
        <h1>{t('centre.title')}</h1>
        <p className="page-subtitle">{t('centre.subtitle')}</p>
      </header>
      {centre.isLoading && (
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
      {centre.isFailed && (
        <div className="notice notice-error" role="alert">
          <p>
            {reachabilityOf(centre.failure, isBrowserOnline()) !== 'answered'
              ? t('centre.failedNetwork')
              : t('centre.failed')}
          </p>
          <Button disabled={!centre.canRetry} onClick={centre.retry}>
            {t('centre.retry')}
          </Button>
        </div>
      )}
      {centre.isReady && (
        <>
          <BannerCarousel banners={centre.banners} />
          <section aria-labelledby="all-activities">
            <h2 id="all-activities" className="section-title">
              {t('centre.activities')}{' '}
              <span className="count">
                {format.plural('format.plural.activities', cards.length)}
              </span>
            </h2>
            <CentreFilters
              filter={centre.filter}
              typeCounts={centre.typeCounts}
              onChange={centre.setFilter}
            />
            {cards.length === 0 ? (
              <p className="notice">
                {centre.isUnfiltered ? t('centre.empty') : t('centre.emptyFiltered')}
              </p>
            ) : (
              <ul className="activity-grid">
                {cards.slice(0, Math.max(shown, FIRST_CARDS)).map((card, index) => (
                  <li key={card.activity.activityId}>
                    <ActivityCard
                      card={card}
                      actor={actor}
                      imageOnFirstScreen={index < CARDS_ON_FIRST_SCREEN}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </PageState>
  );
}
