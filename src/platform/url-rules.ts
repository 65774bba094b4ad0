/** SPEC §5: a string counts as a URL only if it parses as one. */
export function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** SPEC §5: a URL without an http scheme gets https prefixed. */
export function withHttps(value: string): string {
  const trimmed = value.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
}

/** An API host as the client calls it: a scheme, no trailing slash. */
export function normaliseHost(value: string): string {
  // An empty entry is no host (it would become 'https:' once the slashes are stripped).
  if (value.trim() === '') return '';
  return withHttps(value).replace(/\/+$/, '');
}

/** SPEC §5: share-list entries made only of digits and dots are IP hosts. */
export function isIpHost(value: string): boolean {
  return /^[\d.]+$/.test(value) && /\d/.test(value);
}

/**
 * SPEC §4: a host whose first label is purely numeric uses that number as its speed.
 * Returns undefined for any other host, and for an IP address (whose labels are all numeric,
 * so its first one says nothing of speed).
 */
export function numericHostSpeed(host: string): number | undefined {
  let hostname: string;
  try {
    hostname = new URL(withHttps(host)).hostname;
  } catch {
    return undefined;
  }
  if (isIpHost(hostname)) return undefined;
  const first = hostname.split('.')[0] ?? '';
  return /^\d+$/.test(first) ? Number(first) : undefined;
}

/**
 * The exchange's main domain: it and its subdomains are always allowed as link and redirect
 * targets, beside the hosts of the mirrors' share-link list (share_hosts.txt, SPEC §5).
 */
export const MAIN_DOMAIN = 'sandbox-exchange.com';
/** Longer addresses are refused: no real link needs more, and they hide what they point to. */
export const MAX_LINK_LENGTH = 2048;

/** Where links and redirects may lead: the page's origin, the share-link hosts, the main domain. */
export interface LinkPolicy {
  /** The page's own origin, e.g. `http://127.0.0.1:8080`; same-origin paths are always fine. */
  origin: string;
  /** Entries of share_hosts.txt: `host` or `host:port`, with or without a scheme. */
  shareHosts?: readonly string[];
  /** Defaults to MAIN_DOMAIN. */
  mainDomain?: string;
}

/**
 * Whether a string holds control characters, whitespace or invisible characters: URL parsers
 * drop some of them silently (`java\tscript:`, `/\t/evil.test`), and others hide a host.
 */
export function hasHiddenCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0xad) return true;
    if ((code >= 0x200b && code <= 0x200f) || code === 0x2028 || code === 0x2029) return true;
    if (code === 0xfeff) return true;
  }
  return false;
}

/** A share-list entry as `URL.host` gives it (lower case, port kept), or undefined. */
function entryHost(entry: string): string | undefined {
  const trimmed = entry.trim();
  if (trimmed === '') return undefined;
  try {
    const url = new URL(withHttps(trimmed));
    return url.pathname === '/' && !url.search && !url.hash ? url.host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a URL's host may be linked or redirected to: the page's own host, a host of the
 * share-link list (with its port when the list gives one), or the main domain or one of its
 * subdomains (any port is not enough: a port on the main domain must be the default one).
 */
export function isAllowedHost(url: URL, policy: LinkPolicy): boolean {
  let own: string | undefined;
  try {
    own = new URL(policy.origin).host;
  } catch {
    own = undefined;
  }
  if (url.host === own) return true;
  if ((policy.shareHosts ?? []).some((entry) => entryHost(entry) === url.host)) return true;
  const domain = (policy.mainDomain ?? MAIN_DOMAIN).toLowerCase();
  const { hostname, port } = url;
  return port === '' && (hostname === domain || hostname.endsWith(`.${domain}`));
}

/**
 * The address a link or a navigation may use for `raw`, or undefined when it must be refused
 * (not followed, not rendered as a link). A path of this site is kept as a path; an absolute
 * URL must be http(s), carry no credentials, and lead to an allowed host (isAllowedHost).
 * `javascript:`, `data:`, protocol-relative `//evil.test`, backslash tricks and hidden
 * characters are all refused.
 */
export function safeLinkUrl(raw: unknown, policy: LinkPolicy): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  if (value === '' || value.length > MAX_LINK_LENGTH || hasHiddenCharacters(value)) {
    return undefined;
  }
  if (value.includes('\\')) return undefined;
  const internal = safeInternalPath(value);
  if (internal !== undefined) return internal;
  if (value.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  return isAllowedHost(url, policy) ? url.href : undefined;
}

/** Any base works for telling a path of this site from an address elsewhere. */
const PATH_BASE = 'http://path.invalid';

/**
 * A path of this site (`/activity/2?x=1#y`), as it may be used for an in-app redirect such as
 * `?redirect=` after login or "continue in the browser"; undefined for anything that leaves the
 * site (`//evil.test`, `/\evil.test`, `https://…`, `javascript:`) or hides characters.
 */
export function safeInternalPath(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  if (!/^\/(?![/\\])/.test(raw) || raw.length > MAX_LINK_LENGTH) return undefined;
  if (raw.includes('\\') || hasHiddenCharacters(raw)) return undefined;
  try {
    const url = new URL(raw, PATH_BASE);
    return url.origin === PATH_BASE ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}
