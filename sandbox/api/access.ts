import type { CallAccess } from '../../src/api/contract.ts';
import { ResponseCode } from '../../src/domain/codes.ts';
import { findSession, isSessionActive } from '../db/sessions.ts';
import type { SandboxStore } from '../db/store.ts';
import { findUserById, type UserRecord } from '../db/users.ts';

/** The logged-in user behind a call, with the token they called with. */
export interface Viewer {
  user: UserRecord;
  token: string;
}

/** Whether a call may go on, and as whom; or the envelope code and message that refuse it. */
export type AccessResult =
  | { ok: true; viewer: Viewer | undefined }
  | { ok: false; code: string; msg: string };

/**
 * Applies a call's access rule (SPEC §6, §8) to the token it carries. A user call without a
 * token is sent to login (600). Its token is answered with 434 when a newer login of the same
 * user replaced the session, and with 00004 when it is unknown, logged out or expired by the
 * sandbox clock. Other calls treat a token that does not resolve as a visitor's.
 */
export function resolveAccess(
  store: SandboxStore,
  access: CallAccess,
  token: string | undefined,
): AccessResult {
  if (!token) {
    return access === 'user'
      ? { ok: false, code: ResponseCode.LoginRequired, msg: 'login required' }
      : { ok: true, viewer: undefined };
  }
  const session = findSession(store.db, token);
  const active = session !== undefined && isSessionActive(session, store.clock.now());
  const user = active ? findUserById(store.db, session.userId) : undefined;
  if (user) return { ok: true, viewer: { user, token } };
  if (access !== 'user') return { ok: true, viewer: undefined };
  if (session?.revokedReason === 'replaced') {
    return {
      ok: false,
      code: ResponseCode.SessionInvalid,
      msg: 'session ended: the account logged in elsewhere',
    };
  }
  return { ok: false, code: ResponseCode.LoggedOut, msg: 'logged out' };
}
