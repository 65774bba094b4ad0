import {
  APP_INFO_KEY,
  type AppInfo,
  decodeSessionTokens,
  encodeSessionTokens,
  SESSION_COOKIE_DAYS,
  SESSION_COOKIE_NAME,
  type SessionTokens,
  TOKEN_FALLBACK_KEY,
} from '../domain/session.ts';
import { readCookie, removeCookie, writeCookie } from './cookies.ts';
import { readStored, removeStored, writeStored } from './storage.ts';

/** The user store kept beside the tokens (cleared with them on logout and on 00004/434). */
export const USER_STORE_KEY = 'userStore';

/** The tokens from the cookie, else from the uToken fallback entry (SPEC §3). */
export function readSessionTokens(): SessionTokens | undefined {
  const fromCookie = decodeSessionTokens(readCookie(SESSION_COOKIE_NAME));
  if (fromCookie) return fromCookie;
  const fallback = readStored('local', TOKEN_FALLBACK_KEY);
  return fallback
    ? { token: fallback, tokenExpiresAt: 0, rToken: '', refreshToken: '', refreshExpiresAt: 0 }
    : undefined;
}

/** SPEC §3: one cookie, 365 days, Secure, SameSite Lax. */
export function writeSessionTokens(tokens: SessionTokens): void {
  writeCookie(SESSION_COOKIE_NAME, encodeSessionTokens(tokens), {
    days: SESSION_COOKIE_DAYS,
    secure: true,
    sameSite: 'lax',
  });
}

export function storeAppLogin(appInfo: AppInfo, tokens: SessionTokens): void {
  writeStored('local', APP_INFO_KEY, JSON.stringify(appInfo));
  writeStored('local', TOKEN_FALLBACK_KEY, appInfo.uToken);
  writeSessionTokens(tokens);
}

/** Clears the tokens, their fallback and the user store. */
export function clearStoredSession(): void {
  removeCookie(SESSION_COOKIE_NAME);
  removeStored('local', TOKEN_FALLBACK_KEY);
  removeStored('local', USER_STORE_KEY);
}
