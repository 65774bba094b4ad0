import { HEADERS } from '../api/contract-wire.ts';

/** The exchange's web logout, beside its /login page on the main origin. */
export const LOGOUT_PATH = '/logout';

/**
 * Ends the session holding `token` at the exchange (its token then answers 00004 everywhere).
 * Sent with keepalive: the page leaves for /login at once, and the call must outlive it. A
 * failure is not the user's concern: the tab forgets the session either way.
 */
export function endServerSession(token: string): void {
  try {
    void fetch(LOGOUT_PATH, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { [HEADERS.token]: token },
    }).catch(() => {});
  } catch {
    // No fetch (an old web view): the cookie's removal still logs this browser out.
  }
}
