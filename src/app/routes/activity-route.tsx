import { useCallback, useMemo } from 'react';
import { connectSession } from '../../../machines/session.connect.ts';
import type { ActivityVariant } from '../../domain/activity-enrolment.ts';
import type { NativePath } from '../../domain/native-paths.ts';
import { ActivityDetailPage } from '../../features/activity-detail/ActivityDetailPage.tsx';
import type { LotteryOpening } from '../../features/activity-detail/ActivityView.tsx';
import { useConnect } from '../../ui/actor.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { useSystemActors } from '../actors-context.tsx';
import { provideActivity, provideActivityCountdown } from '../effects/activity.ts';
import { deepLinkHrefVia } from '../effects/deep-links.ts';
import { useServices } from '../services-context.tsx';
import { LotterySection } from './lottery-section.tsx';
import { ShareSection } from './share-section.tsx';

/** `/activity/12` gives 12; anything but a positive integer is no id at all. */
const parseId = (id: string | undefined) =>
  id !== undefined && /^[1-9]\d{0,15}$/.test(id) ? Number(id) : undefined;

/**
 * The activity detail page, for /activity/:id (standard calls), /activity/by-code/:code (the id
 * from getActivityId) and /events/:alias (SPEC §2: the general variants). It gives the page its
 * machines' real effects and the session's login, and is drawn again from the start when the
 * session changes.
 */
export default function ActivityRoute(props: { id?: string; alias?: string; code?: string }) {
  const services = useServices();
  const { session } = useSystemActors();
  const { loggedIn, sessionKey } = useConnect(session, connectSession);
  const { inApp } = services.env;
  // Not the connect's `login`: that is a new function whenever the session's API changes, and
  // the page's effects below are made once per login function.
  const login = useCallback(() => session.send({ type: 'session.login' }), [session]);
  const feedback = useFeedback();
  const logic = useMemo(
    () => provideActivity(services, { login, feedback }),
    [services, login, feedback],
  );
  const countdownLogic = useMemo(() => provideActivityCountdown(services), [services]);

  // One deep-link path for every screen (src/app/effects/native-navigation.ts): the app's
  // screen through the native-navigation machine, the exchange's web page in a browser.
  const onDeepLink = useCallback((path: NativePath) => feedback.navigateNative(path), [feedback]);
  const deepLinkHref = useMemo(() => deepLinkHrefVia(services), [services]);
  const shareSlot = useCallback(
    (activityId: number, title: string) => <ShareSection activityId={activityId} title={title} />,
    [],
  );
  const lotterySlot = useCallback(
    (activityId: number, opening?: LotteryOpening, ended?: boolean) => (
      // The lottery opens at the start and closes at the end: drawn anew when the stage moves on.
      <LotterySection
        key={opening ? 'upcoming' : ended ? 'ended' : 'open'}
        activityId={activityId}
        loggedIn={loggedIn}
        opening={opening}
        ended={ended}
      />
    ),
    [loggedIn],
  );

  const activityId = parseId(props.id);
  // A code (/activity/by-code/:code) is resolved like an alias, by the standard getActivityId.
  const alias = props.alias ?? props.code;
  const variant: ActivityVariant = props.alias !== undefined ? 'general' : 'standard';
  // The page's first view, by id or by its /events alias: it also names the alias's activity.
  const firstView =
    props.code === undefined ? services.firstView.activity(activityId, props.alias) : undefined;
  return (
    <ActivityDetailPage
      key={`${props.id ?? ''}|${props.alias ?? ''}|${props.code ?? ''}|${sessionKey}`}
      logic={logic}
      input={{
        activityId: activityId ?? firstView?.detail.activityId,
        alias,
        variant,
        loggedIn,
        inApp,
        now: services.now(),
        firstView,
      }}
      countdownLogic={countdownLogic}
      now={services.now}
      onDeepLink={onDeepLink}
      deepLinkHref={deepLinkHref}
      onLogin={login}
      lotterySlot={lotterySlot}
      shareSlot={shareSlot}
      list={props.alias !== undefined ? 'events' : 'centre'}
    />
  );
}
