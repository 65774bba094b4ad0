import type { ReactNode } from 'react';
import { connectActivity } from '../../../machines/activity.connect.ts';
import type { ActivityInput, activityMachine } from '../../../machines/activity.machine.ts';
import type { countdownMachine } from '../../../machines/countdown.machine.ts';
import type { NativePath } from '../../domain/native-paths.ts';
import { failureText } from '../../i18n/failure-text.ts';
import { useI18n } from '../../i18n/I18nContext.tsx';
import { useConnect, useViewActor } from '../../ui/actor.tsx';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/navigation.tsx';
import { PageState } from '../../ui/PageState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { ActivityView, type LotteryOpening } from './ActivityView.tsx';
import { DeepLinkProvider } from './DeepLink.tsx';
import { EventGate } from './EventGate.tsx';
import './activity-detail.css';
import './task-cards.css';

export interface ActivityDetailPageProps {
  logic: typeof activityMachine;
  input: ActivityInput;
  /** The stage countdown (SPEC §4 countdown helper) with its ticker. */
  countdownLogic: typeof countdownMachine;
  /** The local clock, for countdowns and the task list's input. */
  now: () => number;
  /** In the app: opens a deep-link target natively. */
  onDeepLink: (path: NativePath) => void;
  /** In a browser: the web page of a deep-link target; undefined in the app. */
  deepLinkHref: (path: NativePath) => string | undefined;
  /** Login belongs to the session, not to the page: the route passes the session's. */
  onLogin: () => void;
  /**
   * The lottery (another feature), given the activity and, while it is upcoming, when its
   * draws open: the exchange's start time and the same moment on the local clock.
   */
  lotterySlot?: (activityId: number, opening?: LotteryOpening) => ReactNode;
  shareSlot?: (activityId: number, title: string) => ReactNode;
  /**
   * The list the page belongs to, where "not found" and a failure lead back: the events index
   * for an /events page, the activity centre otherwise.
   */
  list: 'centre' | 'events';
}

/** Where each list is, and what its link says. */
const LISTS = {
  centre: { to: '/', label: 'detail.allCampaigns' },
  events: { to: '/events', label: 'detail.allEvents' },
} as const;

/** The activity detail page (/activity/:id, /events/:alias) for all nine activity types. */
export function ActivityDetailPage(props: ActivityDetailPageProps) {
  const { t } = useI18n();
  const actor = useViewActor(props.logic, { input: props.input });
  const { state, failure, canRetry, retry, eventGate, hiddenReason } = useConnect(
    actor,
    connectActivity,
  );
  const list = LISTS[props.list];

  return (
    <DeepLinkProvider value={{ onDeepLink: props.onDeepLink, deepLinkHref: props.deepLinkHref }}>
      <PageState className="activity-detail" state={state}>
        {(state === 'resolving' || state === 'resolvingId' || state === 'loading') && (
          <DetailSkeleton label={t('detail.loading')} />
        )}
        {state === 'notFound' && (
          <DetailNotice title={t('detail.notFoundTitle')} text={t('detail.missing')} list={list} />
        )}
        {state === 'failed' && (
          <DetailNotice
            title={t('detail.failedTitle')}
            text={failureText(t, failure)}
            list={list}
            retry={
              <Button disabled={!canRetry} onClick={retry}>
                {t('detail.retry')}
              </Button>
            }
          />
        )}
        {state === 'ready' && (
          <EventGate
            gate={eventGate}
            hiddenReason={hiddenReason}
            cameWithFirstView={props.input.firstView !== undefined}
          >
            <ActivityView
              actor={actor}
              inApp={props.input.inApp}
              countdownLogic={props.countdownLogic}
              now={props.now}
              onLogin={props.onLogin}
              lotterySlot={props.lotterySlot}
              shareSlot={props.shareSlot}
            />
          </EventGate>
        )}
      </PageState>
    </DeepLinkProvider>
  );
}

/** The page's final layout in placeholders, so nothing shifts when the detail arrives. */
function DetailSkeleton(props: { label: string }) {
  return (
    <div className="detail-skeleton" aria-busy="true">
      <VisuallyHidden role="status">{props.label}</VisuallyHidden>
      <Skeleton height="var(--detail-hero-height)" radius="12px" />
      <div className="detail-layout">
        <div className="detail-main">
          <Skeleton height="var(--task-card-height)" radius="12px" />
          <Skeleton height="var(--task-card-height)" radius="12px" />
          <Skeleton height="var(--chart-height)" radius="12px" />
        </div>
        <div className="detail-aside">
          <Skeleton height="12rem" radius="12px" />
          <Skeleton height="10rem" radius="12px" />
        </div>
      </div>
    </div>
  );
}

/**
 * Why the page has no activity to show, with the way back to its list: "not found" (no retry),
 * or a failure, which is announced and offers `retry`.
 */
function DetailNotice(props: {
  title: string;
  text: string;
  list: (typeof LISTS)[keyof typeof LISTS];
  retry?: ReactNode;
}) {
  const { t } = useI18n();
  const failed = props.retry !== undefined;
  return (
    <div className="detail-failed">
      <h1 className="detail-title">{props.title}</h1>
      <div
        className={failed ? 'notice notice-error' : 'notice'}
        role={failed ? 'alert' : undefined}
      >
        <p>{props.text}</p>
        <div className="form-actions">
          {props.retry}
          <Link className="btn btn-secondary btn-link" to={props.list.to}>
            {t(props.list.label)}
          </Link>
        </div>
      </div>
    </div>
  );
}
