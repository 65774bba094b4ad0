import { safeLinkUrl } from '../../domain/link-policy.ts';
import type { NativePath } from '../../domain/native-paths.ts';
import { PATHS, splitLocalePath } from '../routes.ts';
import type { AppServices } from './services.ts';

// Apart from native-navigation.ts, which the start loads: only the activity's route draws
// deep links as links (issue 17: the centre does not load what only another route runs).

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
