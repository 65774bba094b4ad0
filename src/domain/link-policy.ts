/**
 * The one link policy (issue 14): every URL the exchange gives (banners, rules and messages,
 * share links, `redirect` parameters, deep-link pages) is judged here, by the app and by the
 * sandbox's login page alike. A URL is parsed with `URL` against the page's origin, which
 * removes dot segments; a path of this site stays a path; another origin is allowed only over
 * https, without credentials, when its host is exactly the main domain (or a subdomain of it,
 * label by label) or a host of the share-link list. Anything else is refused: links become
 * plain text, redirects fall back to a safe default.
 */

/**
 * The exchange's main domain: it and its subdomains are always allowed as link targets, beside
 * the hosts of the mirrors' share-link list (share_hosts.txt, SPEC §5).
 */
export const MAIN_DOMAIN = 'sandbox-exchange.com';
/** Longer addresses are refused: no real link needs more, and they hide what they point to. */
export const MAX_LINK_LENGTH = 2048;
/** Where a refused redirect goes: the start page of this site. */
export const SAFE_REDIRECT = '/';

/** Where links may lead besides the page's own origin. */
export interface LinkPolicy {
  /** The page's own origin, e.g. `http://127.0.0.1:8080`; relative links resolve against it. */
  origin: string;
  /** Entries of share_hosts.txt: `host` or `host:port`, with or without a scheme. */
  shareHosts?: readonly string[];
  /** Defaults to MAIN_DOMAIN. */
  mainDomain?: string;
}

/** A URL the policy accepts: a path of this site, or an address on an allowed host. */
export type LinkTarget =
  | {
      kind: 'internal';
      /** Path, query and fragment, never protocol-relative. */
      path: string;
      /** The same, absolute on the page's origin. */
      href: string;
    }
  | { kind: 'external'; href: string };

/** Control, whitespace and invisible characters: parsers drop some, others hide a host. */
function isHidden(code: number): boolean {
  return (
    code <= 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0xad ||
    (code >= 0x200b && code <= 0x200f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x2060 ||
    code === 0xfeff
  );
}

/**
 * Whether a string holds control characters, whitespace or invisible characters: URL parsers
 * drop some of them silently (`java\tscript:`, `/\t/evil.test`), and others hide a host.
 */
export function hasHiddenCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    if (isHidden(value.charCodeAt(i))) return true;
  }
  return false;
}

/** Removes what a URL parser removes silently, so a disguised form shows what it becomes. */
function withoutHidden(value: string): string {
  let kept = '';
  for (let i = 0; i < value.length; i += 1) {
    if (!isHidden(value.charCodeAt(i))) kept += value[i];
  }
  return kept;
}

/**
 * Decodes the ASCII escapes only (`%2f`, `%5C`, `%09`), leaving any other or malformed escape
 * as it is, as the most lenient decoder would: those are the characters that move a path.
 */
const decodeAscii = (value: string) =>
  value.replace(/%([0-7][\da-f])/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );

/**
 * Whether a path would leave the site once something decodes it: `//host`, `/\host`, and the
 * same behind percent-encoding (`/%2f%2fhost`, `/%5chost`, `/%252f%252fhost`) or hidden
 * characters (`/%09/host`). A path of this site never starts with two slashes, encoded or not.
 */
function leavesSite(path: string): boolean {
  let current = path;
  for (let round = 0; round < 4; round += 1) {
    if (/^[/\\]{2}/.test(withoutHidden(current))) return true;
    const decoded = decodeAscii(current);
    if (decoded === current) return false;
    current = decoded;
  }
  // Still decoding after four rounds: nothing legitimate is encoded that deep.
  return true;
}

/**
 * Whether an absolute or protocol-relative address names a user before its host, even an
 * empty one (`https://@host`, `https://:@host`) that `URL` drops: such an address is a
 * disguise, never a real link.
 */
function hasUserinfo(value: string): boolean {
  const authority = /^(?:[a-z][a-z\d+.-]*:)?\/\/([^/?#]*)/i.exec(value)?.[1];
  return authority?.includes('@') ?? false;
}

/** A share-list entry as `URL.host` gives it (lower case, port kept), or undefined. */
function entryHost(entry: string): string | undefined {
  const trimmed = entry.trim();
  if (trimmed === '' || hasHiddenCharacters(trimmed) || trimmed.includes('\\')) return undefined;
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
    return bare && !url.password ? url.host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a hostname is the domain or a subdomain of it, compared label by label on the ASCII
 * (punycode) form `URL` gives: `sandbox-exchange.com.evil.test`, `evilsandbox-exchange.com`,
 * a trailing dot or an empty label are not.
 */
function isDomainOrSubdomain(hostname: string, domain: string): boolean {
  const labels = hostname.split('.');
  const wanted = domain.toLowerCase().split('.');
  if (labels.some((label) => label === '') || labels.length < wanted.length) return false;
  const tail = labels.slice(labels.length - wanted.length);
  return tail.every((label, i) => label === wanted[i]);
}

/**
 * Whether an absolute URL on another origin may be linked to: https, no credentials, and a
 * host of the share-link list (with its port when the list gives one) or the main domain or a
 * subdomain of it on the default port.
 */
function isAllowedElsewhere(url: URL, policy: LinkPolicy): boolean {
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  if ((policy.shareHosts ?? []).some((entry) => entryHost(entry) === url.host)) return true;
  return url.port === '' && isDomainOrSubdomain(url.hostname, policy.mainDomain ?? MAIN_DOMAIN);
}

/**
 * Judges a server-given URL: a path of this site (relative or absolute, dot segments removed),
 * an address on an allowed host, or undefined when it must be refused. `javascript:`, `data:`,
 * `vbscript:`, `blob:`, credentials, hidden characters, backslashes and anything that becomes
 * protocol-relative (`//host`, `/.//host`, `/%2f%2fhost`) are refused.
 */
export function resolveLink(raw: unknown, policy: LinkPolicy): LinkTarget | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  if (value === '' || value.length > MAX_LINK_LENGTH) return undefined;
  if (hasHiddenCharacters(value) || value.includes('\\') || hasUserinfo(value)) return undefined;
  let base: URL;
  let url: URL;
  try {
    base = new URL(policy.origin);
    url = new URL(value, base.origin);
  } catch {
    return undefined;
  }
  if (url.origin === base.origin && (url.protocol === 'https:' || url.protocol === 'http:')) {
    if (url.username !== '' || url.password !== '') return undefined;
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (leavesSite(url.pathname)) return undefined;
    return { kind: 'internal', path, href: url.href };
  }
  return isAllowedElsewhere(url, policy) ? { kind: 'external', href: url.href } : undefined;
}

/**
 * The address a link may use for `raw`, or undefined when it must not be a link: a path for
 * this site, an absolute URL for an allowed host (see resolveLink).
 */
export function safeLinkUrl(raw: unknown, policy: LinkPolicy): string | undefined {
  const target = resolveLink(raw, policy);
  if (target === undefined) return undefined;
  return target.kind === 'internal' ? target.path : target.href;
}

/** Any origin works for telling a path of this site from an address elsewhere. */
const PATH_ORIGIN = 'http://path.invalid';

/**
 * A path of this site for an in-app redirect (`?redirect=` after login, "continue in the
 * browser"), or undefined for anything that leaves the site. `origin` is the page's, when
 * known, so an absolute address on it counts as its path.
 */
export function safeInternalPath(raw: unknown, origin: string = PATH_ORIGIN): string | undefined {
  const target = resolveLink(raw, { origin });
  return target?.kind === 'internal' ? target.path : undefined;
}

/** Where a redirect named by a request goes: its path on this site, or the safe default. */
export function safeRedirect(raw: unknown, origin?: string): string {
  return safeInternalPath(raw, origin) ?? SAFE_REDIRECT;
}
