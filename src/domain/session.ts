/**
 * The session tokens of SPEC §3. They travel in one cookie, so the sandbox's login page
 * and the app agree on its name and on this encoding.
 */
export interface SessionTokens {
  token: string;
  /** Epoch milliseconds after which the main token is no longer accepted. */
  tokenExpiresAt: number;
  rToken: string;
  refreshToken: string;
  refreshExpiresAt: number;
}

export const SESSION_COOKIE_NAME = 'exchange_session';
/** SPEC §9: the token cookie lives 365 days. */
export const SESSION_COOKIE_DAYS = 365;
/** The local fallback entry for the token (SPEC §3). */
export const TOKEN_FALLBACK_KEY = 'uToken';
/** The app-info record in local storage (SPEC §3). */
export const APP_INFO_KEY = 'appInfo';

/** The app-info record the native app hands over (SPEC §3). */
export interface AppInfo {
  appVersion: string;
  uid: string;
  uToken: string;
}

export function encodeSessionTokens(tokens: SessionTokens): string {
  return JSON.stringify(tokens);
}

/** Parses the cookie's value; anything malformed reads as no session rather than an error. */
export function decodeSessionTokens(raw: string | undefined): SessionTokens | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const v = value as Record<string, unknown>;
    if (typeof v.token !== 'string' || v.token === '') return undefined;
    return {
      token: v.token,
      tokenExpiresAt: typeof v.tokenExpiresAt === 'number' ? v.tokenExpiresAt : 0,
      rToken: typeof v.rToken === 'string' ? v.rToken : '',
      refreshToken: typeof v.refreshToken === 'string' ? v.refreshToken : '',
      refreshExpiresAt: typeof v.refreshExpiresAt === 'number' ? v.refreshExpiresAt : 0,
    };
  } catch {
    return undefined;
  }
}
