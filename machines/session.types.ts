import type { Failure } from '../src/domain/codes.ts';
import type { AppInfo, SessionTokens } from '../src/domain/session.ts';
import type { UserInfo } from '../src/domain/user.ts';

export interface SessionInput {
  /** The tokens found in the cookie (or the uToken fallback) when the app started. */
  tokens: SessionTokens | undefined;
  /** Inside the exchange's app webview login is native; in a browser it is the /login page. */
  inApp: boolean;
}

export interface SessionContext {
  tokens: SessionTokens | undefined;
  user: UserInfo | undefined;
  failure: Failure | undefined;
  /**
   * The code with which the exchange refused this tab's token (00004, 434, 600), kept while
   * the browser's shared session is looked at before the tab acts on it.
   */
  refusal: string | undefined;
  inApp: boolean;
}

export type SessionEvent =
  | { type: 'session.login' }
  | { type: 'session.logout' }
  | { type: 'session.retry' }
  | { type: 'session.appLogin'; appInfo: AppInfo; tokens: SessionTokens }
  /** A call elsewhere in the app was answered with a code that ends the session (00004, 434, 600). */
  | { type: 'session.codeReceived'; code: string }
  /** The session ended in another tab of this browser (its logout, or its 00004/434). */
  | { type: 'session.endedElsewhere' }
  /**
   * Another tab of this browser holds another session (a login made there): the browser has one
   * session, its cookie's, and this tab follows it.
   */
  | { type: 'session.startedElsewhere'; tokens: SessionTokens };
