import type { AppInfo, SessionTokens } from '../domain/session.ts';
import { parseVersion } from '../domain/version.ts';

/** What the native app (or the app simulator) calls on the page. */
export interface ExchangeWebEntry {
  /**
   * The native login callback (SPEC §4 app-mode login): the app hands over its info and the
   * user's tokens. Returns false, and changes nothing, when the inputs are malformed or the
   * page already has a logged-in user.
   */
  onNativeLogin(appInfo: unknown, tokens: unknown): boolean;
}

declare global {
  interface Window {
    ExchangeWeb?: ExchangeWebEntry;
  }
}

const MAX_TEXT = 512;

const text = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT;
const time = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const record = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The app info and tokens of a native login, or undefined when either is malformed. */
export function parseNativeLogin(
  appInfo: unknown,
  tokens: unknown,
): { appInfo: AppInfo; tokens: SessionTokens } | undefined {
  if (!record(appInfo) || !record(tokens)) return undefined;
  const { appVersion, uid, uToken } = appInfo;
  if (!text(appVersion) || parseVersion(appVersion) === undefined) return undefined;
  if (!text(uid) || !text(uToken) || !text(tokens.token)) return undefined;
  const { tokenExpiresAt, rToken, refreshToken, refreshExpiresAt } = tokens;
  if (!time(tokenExpiresAt) || !time(refreshExpiresAt)) return undefined;
  if (typeof rToken !== 'string' || typeof refreshToken !== 'string') return undefined;
  return {
    appInfo: { appVersion, uid, uToken },
    tokens: { token: tokens.token, tokenExpiresAt, rToken, refreshToken, refreshExpiresAt },
  };
}
