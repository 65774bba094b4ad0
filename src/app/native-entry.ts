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
/** The latest moment an expiry may name (the largest date JavaScript can hold). */
const MAX_TIME = 8.64e15;
/**
 * What a token may look like: URL-safe and base64 characters only (hex, JWT and opaque tokens
 * all fit). Whitespace, quotes, angle brackets and control characters are refused, so a token
 * can never break out of a header or a cookie.
 */
const TOKEN = /^[A-Za-z0-9._~+/=-]+$/;

/** How a refused native login is reported: which field failed, never its value. */
export type NativeEntryReport = (message: string) => void;

const warnEntry: NativeEntryReport = (message) => console.warn(`[native login] ${message}`);

const text = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT;
const token = (value: unknown): value is string => text(value) && TOKEN.test(value);
/** rToken and the refresh token may be empty (an app without refresh), never malformed. */
const optionalToken = (value: unknown): value is string =>
  value === '' || (typeof value === 'string' && token(value));
const time = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_TIME;
const record = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A native login whose inputs were checked. */
export interface NativeLogin {
  appInfo: AppInfo;
  tokens: SessionTokens;
}

/** Why the inputs are refused, or the login they make. */
function readNativeLogin(appInfo: unknown, tokens: unknown): string | NativeLogin {
  if (!record(appInfo)) return 'appInfo is not an object';
  if (!record(tokens)) return 'tokens is not an object';
  const { appVersion, uid, uToken } = appInfo;
  if (!text(appVersion) || appVersion.length > 32 || parseVersion(appVersion) === undefined) {
    return 'appInfo.appVersion is not a version';
  }
  if (!text(uid) || !/^[A-Za-z0-9_-]{1,64}$/.test(uid)) return 'appInfo.uid is malformed';
  if (!token(uToken)) return 'appInfo.uToken is malformed';
  if (!token(tokens.token)) return 'tokens.token is malformed';
  const { tokenExpiresAt, rToken, refreshToken, refreshExpiresAt } = tokens;
  if (!time(tokenExpiresAt)) return 'tokens.tokenExpiresAt is not a time';
  if (!time(refreshExpiresAt)) return 'tokens.refreshExpiresAt is not a time';
  if (!optionalToken(rToken)) return 'tokens.rToken is malformed';
  if (!optionalToken(refreshToken)) return 'tokens.refreshToken is malformed';
  return {
    appInfo: { appVersion, uid, uToken },
    tokens: { token: tokens.token, tokenExpiresAt, rToken, refreshToken, refreshExpiresAt },
  };
}

/**
 * The app info and tokens of a native login, or undefined when either is malformed. Whatever the
 * native side passes (wrong types, huge or hostile strings, objects whose getters throw), the
 * input is refused with a report and nothing is thrown.
 */
export function parseNativeLogin(
  appInfo: unknown,
  tokens: unknown,
  report: NativeEntryReport = warnEntry,
): NativeLogin | undefined {
  let login: ReturnType<typeof readNativeLogin>;
  try {
    login = readNativeLogin(appInfo, tokens);
  } catch {
    login = 'the inputs could not be read';
  }
  if (typeof login === 'string') {
    report(`refused: ${login}`);
    return undefined;
  }
  return login;
}

/**
 * The entry main.tsx puts on window.ExchangeWeb in the app's webview: `logIn` is handed only a
 * well-formed login and answers whether the session took it. Loaded only in the app (issue 17:
 * code a page never needs does not load), where it is on the page before the app is live.
 */
export const webEntryFor = (logIn: (login: NativeLogin) => boolean): ExchangeWebEntry => ({
  onNativeLogin: (appInfo, tokens) => {
    const login = parseNativeLogin(appInfo, tokens);
    return login !== undefined && logIn(login);
  },
});
