import { SIGNATURE_KEY } from '../src/api/signature.ts';
import { assetOriginOf, loginPageOf } from '../src/domain/exchange-site.ts';

/**
 * What the page server reads from its environment. Every value has a default, so the server
 * starts with none set; a deployment for a real exchange sets at least `API_ORIGIN`,
 * `MAIN_DOMAIN` and `CLIENT_KEY`.
 */
export interface PageServerConfig {
  /**
   * The exchange's API origins the first view asks, in order: the next one is tried when one
   * cannot be reached, within the same deadline. Empty: the page's own origin, since the main
   * domain answers the API as its default host (SPEC §4).
   */
  apiOrigins: readonly string[];
  /**
   * The exchange's main domain (`exchange.example`): the app's calls and websockets go to its
   * hosts, so the CSP lets the page connect to any of them.
   */
  mainDomain: string | undefined;
  /** The key the web client signs its calls with (src/api/signature.ts). */
  clientKey: string;
  /**
   * The exchange's login page (an absolute URL, or a path of the page's origin), named to the
   * app in each page; undefined: the build's, else `/login` of the page's own origin.
   */
  loginPage: string | undefined;
  /**
   * The origin the exchange's asset paths (its images) resolve against, named to the app in each
   * page and allowed by the CSP; undefined: the build's, else the page's own origin.
   */
  assetOrigin: string | undefined;
  /** More sources the page may connect to (CSP `connect-src`), e.g. API hosts of other domains. */
  connectSources: readonly string[];
  /** The longest a page waits for its first view's answers (ms). */
  firstViewDeadlineMs: number;
  /** Whether pages go out with their first view at all. */
  firstView: boolean;
}

/** The environment variables the page server reads (README: "Deploying the page server"). */
export const PAGE_SERVER_ENV = [
  'API_ORIGIN',
  'MAIN_DOMAIN',
  'CLIENT_KEY',
  'LOGIN_PAGE',
  'ASSET_ORIGIN',
  'CONNECT_SRC',
  'FIRST_VIEW_DEADLINE_MS',
  'FIRST_VIEW',
] as const;

/** The environment as a record of strings: `process.env` on Node, the bindings on an edge. */
export type PageServerEnv = Partial<Record<(typeof PAGE_SERVER_ENV)[number], string>>;

/** The longest a page waits for its first view's answers unless told otherwise (ms). */
export const DEFAULT_FIRST_VIEW_DEADLINE_MS = 300;

/** A setting that cannot be used; the message names the variable. */
export class PageServerConfigError extends Error {
  override name = 'PageServerConfigError';
}

const listOf = (raw: string | undefined) =>
  (raw ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);

function originOf(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PageServerConfigError(`API_ORIGIN: ${raw} is not an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new PageServerConfigError(`API_ORIGIN: ${raw} is not an http(s) origin`);
  }
  return url.origin;
}

/** FIRST_VIEW_DEADLINE_MS read: the default when empty, a PageServerConfigError when unusable. */
export function deadlineOf(raw: string | undefined): number {
  if (!raw?.trim()) return DEFAULT_FIRST_VIEW_DEADLINE_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 10_000) {
    throw new PageServerConfigError(
      `FIRST_VIEW_DEADLINE_MS: ${raw} is not a whole number of milliseconds (0-10000)`,
    );
  }
  return value;
}

function switchOf(raw: string | undefined): boolean {
  const text = raw?.trim().toLowerCase();
  if (!text || ['on', 'true', '1', 'yes'].includes(text)) return true;
  if (['off', 'false', '0', 'no'].includes(text)) return false;
  throw new PageServerConfigError(`FIRST_VIEW: ${raw} is neither on nor off`);
}

function domainOf(raw: string | undefined): string | undefined {
  const text = raw?.trim().toLowerCase();
  if (!text) return undefined;
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(text)) {
    throw new PageServerConfigError(`MAIN_DOMAIN: ${raw} is not a domain name`);
  }
  return text;
}

function settingOf(
  name: string,
  raw: string | undefined,
  read: (raw: string) => string | undefined,
  what: string,
): string | undefined {
  if (!raw?.trim()) return undefined;
  const value = read(raw);
  if (value === undefined) throw new PageServerConfigError(`${name}: ${raw} is not ${what}`);
  return value;
}

/** Reads the page server's settings, refusing values it cannot use. */
export function readPageServerConfig(env: PageServerEnv): PageServerConfig {
  return {
    apiOrigins: listOf(env.API_ORIGIN).map(originOf),
    mainDomain: domainOf(env.MAIN_DOMAIN),
    clientKey: env.CLIENT_KEY?.trim() || SIGNATURE_KEY,
    loginPage: settingOf(
      'LOGIN_PAGE',
      env.LOGIN_PAGE,
      loginPageOf,
      'an absolute http(s) URL or a path',
    ),
    assetOrigin: settingOf('ASSET_ORIGIN', env.ASSET_ORIGIN, assetOriginOf, 'an http(s) origin'),
    connectSources: listOf(env.CONNECT_SRC),
    firstViewDeadlineMs: deadlineOf(env.FIRST_VIEW_DEADLINE_MS),
    firstView: switchOf(env.FIRST_VIEW),
  };
}
