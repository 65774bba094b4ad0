import { compareVersions, isVersionAtLeast, NEW_NATIVE_CALL_MIN_VERSION } from './version.ts';

/** One call to the native app: a bridge method and its parameters (SPEC §3 app objects). */
export interface NativeCall {
  method: string;
  param: Readonly<Record<string, string>>;
}

/** SPEC §3 "native path mapping entry". */
export interface NativePathEntry {
  path: NativePath;
  /** The oldest app version that can open this target. */
  supportedVersion: string;
  /** The call of the app's new router, for the targets it knows (app 3.3.0 and newer). */
  newAppObj?: NativeCall;
  /** The call every supported app understands. */
  oldAppObj: NativeCall;
}

/** SPEC §2: the app's deep-link targets. */
export const NATIVE_PATHS = [
  'home',
  'login',
  'register',
  'asset/recharge',
  'asset',
  'trade',
  'share',
  'kyc',
  'asset/transfer',
  'swapnew/cmt_btcusdt',
  'gotoZendesk',
  'copyTrade',
  'gotoFollow',
  'gotoBeTrader',
] as const;
/** A deep-link target of SPEC §2. */
export type NativePath = (typeof NATIVE_PATHS)[number];

const route = (page: string, extra: Record<string, string> = {}): NativeCall => ({
  method: 'router.open',
  param: { page, ...extra },
});
const jump = (target: string, extra: Record<string, string> = {}): NativeCall => ({
  method: 'jumpTo',
  param: { target, ...extra },
});

/**
 * The mapping table. The spec names the targets and the entry's fields; the method names and
 * versions are ours (believable for an app whose new router arrived in 3.3.0). Trade, contract
 * and Zendesk use the bridge calls SPEC §7 names (gotoSpotTrade, gotoContract, gotoZendesk).
 */
export const NATIVE_PATH_TABLE: readonly NativePathEntry[] = [
  { path: 'home', supportedVersion: '1.0.0', newAppObj: route('home'), oldAppObj: jump('home') },
  { path: 'login', supportedVersion: '1.0.0', newAppObj: route('login'), oldAppObj: jump('login') },
  { path: 'register', supportedVersion: '1.0.0', oldAppObj: jump('register') },
  {
    path: 'asset/recharge',
    supportedVersion: '2.0.0',
    newAppObj: route('asset', { tab: 'recharge' }),
    oldAppObj: jump('recharge'),
  },
  { path: 'asset', supportedVersion: '1.0.0', newAppObj: route('asset'), oldAppObj: jump('asset') },
  {
    path: 'trade',
    supportedVersion: '1.0.0',
    oldAppObj: { method: 'gotoSpotTrade', param: { spotId: 'BTC_USDT' } },
  },
  { path: 'share', supportedVersion: '2.4.0', oldAppObj: jump('share') },
  { path: 'kyc', supportedVersion: '1.2.0', newAppObj: route('kyc'), oldAppObj: jump('kyc') },
  {
    path: 'asset/transfer',
    supportedVersion: '2.6.0',
    newAppObj: route('asset', { tab: 'transfer' }),
    oldAppObj: jump('transfer'),
  },
  {
    path: 'swapnew/cmt_btcusdt',
    supportedVersion: '2.8.0',
    newAppObj: route('contract', { contractId: 'cmt_btcusdt' }),
    oldAppObj: { method: 'gotoContract', param: { contractId: 'cmt_btcusdt' } },
  },
  {
    path: 'gotoZendesk',
    supportedVersion: '2.2.0',
    oldAppObj: { method: 'gotoZendesk', param: {} },
  },
  {
    path: 'copyTrade',
    supportedVersion: '3.0.0',
    newAppObj: route('copyTrade'),
    oldAppObj: jump('copyTrade'),
  },
  {
    path: 'gotoFollow',
    supportedVersion: '3.3.0',
    newAppObj: route('copyTrade', { tab: 'follow' }),
    oldAppObj: jump('follow'),
  },
  {
    path: 'gotoBeTrader',
    supportedVersion: '3.5.0',
    newAppObj: route('copyTrade', { tab: 'beTrader' }),
    oldAppObj: jump('beTrader'),
  },
];

/**
 * SPEC §5, §8: the texts native navigation fails with. Outside the app there is no app to
 * open, so a visitor is asked to download it (SPEC §6), with the same text as an old app.
 */
export const NATIVE_NAVIGATION_ERRORS = {
  pathNotMapped: 'Path mapping not found',
  notInApp: 'Please download the latest version of the app',
  appOutdated: 'Please download the latest version of the app',
} as const;
/** Why a deep link cannot be opened. */
export type NativeNavigationErrorReason = keyof typeof NATIVE_NAVIGATION_ERRORS;

/** How a deep link resolves for one app version. */
export type NativeResolution =
  | { ok: true; format: 'new' | 'old'; call: NativeCall }
  | { ok: false; reason: NativeNavigationErrorReason; message: string };

/** The mapping entry of a path, if the table has one. */
export function findNativePath(path: string): NativePathEntry | undefined {
  return NATIVE_PATH_TABLE.find((entry) => entry.path === path);
}

const failure = (reason: NativeNavigationErrorReason): NativeResolution => ({
  ok: false,
  reason,
  message: NATIVE_NAVIGATION_ERRORS[reason],
});

/** SPEC §5: the new call format needs app 3.3.0 or newer AND a new-format descriptor. */
export function usesNewCallFormat(entry: NativePathEntry, appVersion: string): boolean {
  return (
    entry.newAppObj !== undefined && compareVersions(appVersion, NEW_NATIVE_CALL_MIN_VERSION) >= 0
  );
}

/**
 * SPEC §5: a path without a mapping fails; outside the app (no app version) there is nothing
 * to call; an app older than the entry's supportedVersion (or one whose version cannot be
 * read) fails; otherwise the call is made in the new format when usesNewCallFormat says so,
 * else in the old one.
 */
export function resolveNativeCall(path: string, appVersion: string | undefined): NativeResolution {
  const entry = findNativePath(path);
  if (entry === undefined) return failure('pathNotMapped');
  if (appVersion === undefined) return failure('notInApp');
  if (!isVersionAtLeast(appVersion, entry.supportedVersion)) return failure('appOutdated');
  return usesNewCallFormat(entry, appVersion) && entry.newAppObj !== undefined
    ? { ok: true, format: 'new', call: entry.newAppObj }
    : { ok: true, format: 'old', call: entry.oldAppObj };
}
