/** What the address and the user agent say about where the product runs (SPEC §2). */
export interface Environment {
  /** abroad=1 asks for the overseas host list. */
  abroad: boolean;
  compress: boolean;
  /** sensors turns tracking on outside production. */
  sensors: boolean;
  /** ?inspect reports the app's actors to the machine atlas in another tab. */
  inspect: boolean;
  /** The locale named by ?locale=, if any. */
  localeQuery: string | null;
  /** Inside the exchange's app webview, whose user agent carries ExchangeApp/<version>. */
  inApp: boolean;
  appVersion: string | undefined;
}

export function readEnvironment(href: string, userAgent: string): Environment {
  const url = new URL(href);
  const q = url.searchParams;
  const app = /ExchangeApp\/(\d+(?:\.\d+)*)/.exec(userAgent);
  return {
    abroad: q.get('abroad') === '1',
    compress: q.has('compress'),
    sensors: q.has('sensors'),
    inspect: q.has('inspect'),
    localeQuery: q.get('locale'),
    inApp: app !== null,
    appVersion: app?.[1],
  };
}
