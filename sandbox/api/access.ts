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
 * token is sent to login (600); one whose token is unknown, revoked or expired by the sandbox
 * clock is logged out (00004). Other calls treat a bad token as a visitor.
 */
export function resolveAccess(
  store: SandboxStore,
  access: CallAccess,
  token: string | undefined,
): AccessResult {
  const viewer = token ? findViewer(store, token) : undefined;
  if (access === 'user') {
    if (!token) return { ok: false, code: ResponseCode.LoginRequired, msg: 'login required' };
    if (!viewer) return { ok: false, code: ResponseCode.LoggedOut, msg: 'logged out' };
  }
  return { ok: true, viewer };
}

function findViewer(store: SandboxStore, token: string): Viewer | undefined {
  const session = findSession(store.db, token);
  if (!session || !isSessionActive(session, store.clock.now())) return undefined;
  const user = findUserById(store.db, session.userId);
  return user && { user, token };
}
