/** What the address and the user agent say about where the product runs (SPEC §2). */
export interface Environment {
  /** abroad=1 asks for the overseas host list. */
  abroad: boolean;
  /** compress asks the contract and stream sockets for gzipped frames (SPEC §2, §7). */
  compress: boolean;
  /** sensors turns tracking on outside production. */
  sensors: boolean;
  /** ?inspect reports the app's actors to the machine atlas in another tab. */
  inspect: boolean;
  /** The locale named by ?locale=, if any. */
  localeQuery: string | null;
  /**
   * Inside the exchange's app: its webview's user agent carries ExchangeApp/<version>, or the
   * address carries ?app=<version> (the app simulator's iframe, whose user agent is the
   * browser's own and cannot be changed).
   */
  inApp: boolean;
  appVersion: string | undefined;
  /** The device runs Android (user agent): the 4.4.18 threshold of SPEC §9 applies. */
  android: boolean;
}

const APP_VERSION = /^\d+(?:\.\d+)*$/;

/** Reads the environment from the address and the user agent; the user agent wins on the version. */
export function readEnvironment(href: string, userAgent: string): Environment {
  const url = new URL(href);
  const q = url.searchParams;
  const fromAgent = /ExchangeApp\/(\d+(?:\.\d+)*)/.exec(userAgent)?.[1];
  const fromQuery = q.get('app') ?? undefined;
  const appVersion =
    fromAgent ?? (fromQuery !== undefined && APP_VERSION.test(fromQuery) ? fromQuery : undefined);
  return {
    abroad: q.get('abroad') === '1',
    // `?compress`, `?compress=1` or `=true` ask for gzipped frames; `=0` and `=false` do not.
    compress: q.has('compress') && !['0', 'false'].includes(q.get('compress') ?? ''),
    sensors: q.has('sensors'),
    inspect: q.has('inspect'),
    localeQuery: q.get('locale'),
    inApp: appVersion !== undefined,
    appVersion,
    android: /\bAndroid\b/i.test(userAgent),
  };
}
