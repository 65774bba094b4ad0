/**
 * Where the exchange's own pages and files are, for a page that may be served by another origin
 * than the exchange's main one (the page server of README "Deploying the page server"): its
 * login page, and the origin its relative asset paths (banner and activity images) belong to.
 * The page server names them in the page (`<meta>`, below); a page without them takes the
 * build's defaults; both default to the page's own origin, which is where the sandbox serves
 * its login page and images.
 */
export interface ExchangeSite {
  /** The exchange's login page: an absolute http(s) URL, or a path of the page's own origin. */
  loginPage: string;
  /** The origin the exchange's asset paths resolve against; undefined: the page's own. */
  assetOrigin?: string | undefined;
}

/** The settings an ExchangeSite is read from, each unset, usable or not. */
export interface ExchangeSiteSettings {
  loginPage?: string | undefined;
  assetOrigin?: string | undefined;
}

/** The sandbox's login page, a path of the page's own origin. */
export const DEFAULT_LOGIN_PAGE = '/login';

/** The `<meta name>` the page server writes each setting under, read by the app at its start. */
export const SITE_META = {
  loginPage: 'exchange-login-page',
  assetOrigin: 'exchange-asset-origin',
} as const;

const isHttp = (url: URL) => url.protocol === 'https:' || url.protocol === 'http:';

/** An absolute http(s) URL as `URL` writes it, or undefined. */
function absoluteHttp(raw: string): URL | undefined {
  try {
    const url = new URL(raw);
    return isHttp(url) && !url.username && !url.password ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A login page setting as it is used: an absolute http(s) URL, or a path (`/login`); undefined
 * for anything else (another scheme, `//host`, credentials), which must not be followed.
 */
export function loginPageOf(raw: string | undefined): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  if (/^\/(?![/\\])/.test(text)) return text;
  return absoluteHttp(text)?.href;
}

/** An asset origin setting as an origin (`https://www.exchange.example`), or undefined. */
export function assetOriginOf(raw: string | undefined): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  const url = absoluteHttp(text);
  return url && url.pathname === '/' && !url.search && !url.hash ? url.origin : undefined;
}

/**
 * The exchange's site from its settings, each in turn (the page's, then the build's): an unset
 * or unusable one leaves the next; none leaves the page's own origin.
 */
export function exchangeSiteOf(...sources: readonly ExchangeSiteSettings[]): ExchangeSite {
  let loginPage: string | undefined;
  let assetOrigin: string | undefined;
  for (const source of sources) {
    loginPage ??= loginPageOf(source.loginPage);
    assetOrigin ??= assetOriginOf(source.assetOrigin);
  }
  return { loginPage: loginPage ?? DEFAULT_LOGIN_PAGE, assetOrigin };
}

/**
 * The address of the exchange's login page that brings the user back to `returnTo` (a path of
 * this page's origin). On this origin the way back is the path, as the sandbox's login page
 * takes it; on another origin it is the page's absolute address, the only one that leads back.
 */
export function loginPageAddress(site: ExchangeSite, pageOrigin: string, returnTo?: string) {
  const login = new URL(site.loginPage, pageOrigin);
  const sameOrigin = login.origin === new URL(pageOrigin).origin;
  if (returnTo) {
    login.searchParams.set('redirect', sameOrigin ? returnTo : new URL(returnTo, pageOrigin).href);
  }
  return sameOrigin ? `${login.pathname}${login.search}${login.hash}` : login.href;
}

/**
 * The address of an asset the exchange names (an image's `imageUrl`): an absolute address stays
 * as it is; a path is the exchange's, on the asset origin when one is set (a page server on
 * another origin has none of the exchange's files), else on the page's own as before.
 */
export function assetAddress(raw: string, site: ExchangeSite): string {
  if (!site.assetOrigin || raw === '' || /^[a-z][a-z\d+.-]*:/i.test(raw) || /^[/\\]{2}/.test(raw)) {
    return raw;
  }
  try {
    return new URL(raw, `${site.assetOrigin}/`).href;
  } catch {
    return raw;
  }
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The `<meta>` elements that name a site's settings to the app (empty for the defaults). */
export function siteMetaTags(site: ExchangeSiteSettings): string {
  const tags: string[] = [];
  if (site.loginPage) {
    tags.push(
      `<meta name="${SITE_META.loginPage}" content="${escapeAttribute(site.loginPage)}" />`,
    );
  }
  if (site.assetOrigin) {
    tags.push(
      `<meta name="${SITE_META.assetOrigin}" content="${escapeAttribute(site.assetOrigin)}" />`,
    );
  }
  return tags.join('');
}
