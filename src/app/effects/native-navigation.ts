import type { ActorRefFrom } from 'xstate';
import { connectNativeNavigation } from '../../../machines/native-navigation.connect.ts';
import { nativeNavigationMachine } from '../../../machines/native-navigation.machine.ts';
import { safeLinkUrl } from '../../domain/link-policy.ts';
import type { NativeNavigationErrorReason, NativePath } from '../../domain/native-paths.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { callNative } from '../../platform/native-bridge.ts';
import type { Feedback } from '../../ui/feedback.tsx';
import { PATHS, splitLocalePath } from '../routes.ts';
import { provideOnce } from './provide-once.ts';
import type { AppServices } from './services.ts';

/** SPEC §5, §8: what the user is told when a deep link cannot be opened in the app. */
export const NATIVE_FAILURE_KEYS: Record<
  Exclude<NativeNavigationErrorReason, 'notInApp'>,
  MessageKey
> = {
  pathNotMapped: 'native.pathNotMapped',
  appOutdated: 'native.appOutdated',
};

/** Native navigation with its real effects: the app's bridge, and /download outside the app. */
export function provideNativeNavigation(services: AppServices) {
  return provideOnce(nativeNavigationMachine)({
    actions: {
      callNative: (_, call) => {
        callNative(call.method, { ...call.param });
      },
      // SPEC §2: /download, or /{language}/download when the page has a locale prefix.
      goToDownloadPage: () =>
        services.assignLocation(`${splitLocalePath(services.currentPath()).base}${PATHS.download}`),
    },
  });
}

/** The native half of the features' Feedback: a deep link, and a toast when it fails. */
export function navigateNativeVia(
  navigation: ActorRefFrom<typeof nativeNavigationMachine>,
  notify: Feedback['notify'],
  services: AppServices,
): Feedback['navigateNative'] {
  return (path) => {
    const connect = () => connectNativeNavigation(navigation.getSnapshot(), navigation.send);
    connect().go(path, services.env.appVersion);
    const { failure } = connect();
    if (!failure) return 'called';
    if (failure.reason === 'notInApp') return 'download';
    notify('error', NATIVE_FAILURE_KEYS[failure.reason]);
    return 'failed';
  };
}

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

/**
 * Where a deep link goes in a browser: the exchange's web page for the target (with `back` to
 * the page the trader is on), or the download page for a target that exists only in the app;
 * undefined inside the app, where the link is a button that calls the app (navigateNativeVia).
 */
export function deepLinkHrefVia(services: AppServices): (path: NativePath) => string | undefined {
  const downloadPath = () => `${splitLocalePath(services.currentPath()).base}${PATHS.download}`;
  return (path) => {
    if (services.env.inApp) return undefined;
    const page = WEB_PAGES[path];
    // Through the one link policy like every other link, though both halves are ours.
    const back = `?back=${encodeURIComponent(services.currentPath())}`;
    const href = page === undefined ? downloadPath() : `${page}${back}`;
    return safeLinkUrl(href, { origin: services.origin }) ?? downloadPath();
  };
}
