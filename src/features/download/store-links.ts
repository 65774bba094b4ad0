import { safeInternalPath } from '../../domain/link-policy.ts';

/**
 * Where the exchange's app is downloaded. Placeholders on the exchange's own domain until the
 * real store listings are known; each answers with a redirect to its store.
 */
export const STORE_LINKS = {
  appStore: 'https://www.sandbox-exchange.com/download/ios',
  googlePlay: 'https://www.sandbox-exchange.com/download/android',
  apk: 'https://www.sandbox-exchange.com/download/android.apk',
} as const;

/** The page a phone's camera opens from the QR code: it picks the right store itself. */
export const DOWNLOAD_PAGE_URL = 'https://www.sandbox-exchange.com/download';

/**
 * Where "Continue in the browser" leads: the in-app path the visitor came from, when it is
 * one (a path of this site, not the download page itself), else the activity centre.
 */
export function continuePath(raw: string | null | undefined): string {
  const path = safeInternalPath(raw);
  if (path === undefined || /^\/download(?:[/?#]|$)/.test(path)) return '/';
  return path;
}
