import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { selectIsAuthenticated } from '../../../machines/session.selectors.ts';
import type { ActivityVariant } from '../../domain/activity-enrolment.ts';
import { safeLinkUrl } from '../../domain/link-policy.ts';
import { type NativePath, resolveNativeCall } from '../../domain/native-paths.ts';
import { ActivityDetailPage } from '../../features/activity-detail/ActivityDetailPage.tsx';
import type { LotteryOpening } from '../../features/activity-detail/ActivityView.tsx';
import { callNative } from '../../platform/native-bridge.ts';
import { useFeedback } from '../../ui/feedback.tsx';
import { useSystemActors } from '../actors-context.tsx';
import { provideActivity, provideActivityCountdown } from '../effects/activity.ts';
import { PATHS, splitLocalePath } from '../routes.ts';
import { useServices } from '../services-context.tsx';
import { LotterySection } from './lottery-section.tsx';
import { ShareSection } from './share-section.tsx';

/**
 * The exchange's web page for each deep-link target of SPEC §2, a path of the main domain this
 * product is served from (the sandbox serves a stand-in for each, sandbox/main-origin/
 * exchange-pages.ts); `undefined` marks a target that exists only in the app, for which a
 * browser gets the product's /download page (SPEC §6).
 */
const WEB_PAGES: Record<NativePath, string | undefined> = {
  home: '/',
  login: '/login',
  register: '/register',
  'asset/recharge': '/asset/recharge',
  asset: '/asset',
  trade: '/spot/BTC_USDT',
  share: undefined,
  kyc: '/account/kyc',
  'asset/transfer': '/asset/transfer',
  'swapnew/cmt_btcusdt': '/futures/cmt_btcusdt',
  gotoZendesk: '/support',
  copyTrade: undefined,
  gotoFollow: undefined,
  gotoBeTrader: undefined,
};

/** `/activity/12` gives 12; anything but a positive integer is no id at all. */
const parseId = (id: string | undefined) =>
  id !== undefined && /^[1-9]\d{0,15}$/.test(id) ? Number(id) : undefined;

/**
 * The activity detail page, for /activity/:id (standard calls), /activity/by-code/:code (the id
 * from getActivityId) and /events/:alias (SPEC §2: the general variants). It gives the page its machines' real effects and the session's login, and
 * is drawn again from the start when the session changes.
 */
export default function ActivityRoute(props: { id?: string; alias?: string; code?: string }) {
  const services = useServices();
  const { session } = useSystemActors();
  const loggedIn = useSelector(session, selectIsAuthenticated);
  const { inApp, appVersion } = services.env;

  const login = useCallback(() => session.send({ type: 'session.login' }), [session]);
  const feedback = useFeedback();
  const logic = useMemo(
    () => provideActivity(services, { login, feedback }),
    [services, login, feedback],
  );
  const countdownLogic = useMemo(() => provideActivityCountdown(services), [services]);

  const downloadPath = useCallback(
    () => `${splitLocalePath(services.currentPath()).base}${PATHS.download}`,
    [services],
  );
  const onDeepLink = useCallback(
    (path: NativePath) => {
      const resolved = resolveNativeCall(path, appVersion);
      // An app too old for the target (or none at all) is asked to update from /download.
      if (!resolved.ok || !callNative(resolved.call.method, { ...resolved.call.param })) {
        services.assignLocation(downloadPath());
      }
    },
    [appVersion, services, downloadPath],
  );
  const deepLinkHref = useCallback(
    (path: NativePath) => {
      if (inApp) return undefined;
      const page = WEB_PAGES[path];
      // Through the one link policy like every other link, though both halves are ours.
      // `back` brings the trader from the exchange's page back to this activity.
      const back = `?back=${encodeURIComponent(services.currentPath())}`;
      const href = page === undefined ? downloadPath() : `${page}${back}`;
      return safeLinkUrl(href, { origin: services.origin }) ?? downloadPath();
    },
    [inApp, downloadPath, services],
  );
  const shareSlot = useCallback(
    (activityId: number, title: string) => <ShareSection activityId={activityId} title={title} />,
    [],
  );
  const lotterySlot = useCallback(
    (activityId: number, opening?: LotteryOpening) => (
      // The lottery opens at the start: drawn anew when the stage moves on.
      <LotterySection
        key={opening ? 'upcoming' : 'open'}
        activityId={activityId}
        loggedIn={loggedIn}
        opening={opening}
      />
    ),
    [loggedIn],
  );

  const activityId = parseId(props.id);
  // A code (/activity/by-code/:code) is resolved like an alias, by the standard getActivityId.
  const alias = props.alias ?? props.code;
  const variant: ActivityVariant = props.alias !== undefined ? 'general' : 'standard';
  return (
    <ActivityDetailPage
      key={`${props.id ?? ''}|${props.alias ?? ''}|${props.code ?? ''}|${loggedIn}`}
      logic={logic}
      input={{
        activityId,
        alias,
        variant,
        loggedIn,
        inApp,
        now: services.now(),
        firstView: alias === undefined ? services.firstView.activity(activityId) : undefined,
      }}
      countdownLogic={countdownLogic}
      now={services.now}
      onDeepLink={onDeepLink}
      deepLinkHref={deepLinkHref}
      onLogin={login}
      lotterySlot={lotterySlot}
      shareSlot={shareSlot}
    />
  );
}
