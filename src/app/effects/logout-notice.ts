import { ResponseCode } from '../../domain/codes.ts';
import { readStored, removeStored, writeStored } from '../../platform/storage.ts';
import type { Feedback } from '../../ui/feedback.tsx';

/** Where the reason of a logout waits while its notice shows (this tab only). */
export const LOGOUT_NOTICE_KEY = 'logoutNotice';
/** The notice's id: several calls answering the same code show it once. */
export const LOGOUT_NOTICE_ID = 'logout-notice';
/** Longer than a plain toast's 3000 ms: the user did not expect it and must read why. */
export const LOGOUT_NOTICE_MS = 6000;

/** Tells a user why they were logged out (SPEC §8: 00004, 434), across a reload of the page. */
export interface LogoutNotice {
  /** Keeps the reason and shows it. */
  tell(code: string): void;
  /** Shows a reason a page kept just before it was reloaded, while it is still to be read. */
  showKept(): void;
}

/**
 * The logout notice: an error notification naming the reason (434: the account logged in
 * elsewhere; 00004: logged out or expired). The reason is kept in session storage while the
 * notice shows, so a reload or a redirect right after the logout shows it again; likewise a
 * logout told before the toasts exist shows once they do.
 */
export function createLogoutNotice(
  feedback: () => Pick<Feedback, 'notify'> | undefined,
  schedule: (run: () => void, ms: number) => void = (run, ms) => setTimeout(run, ms),
): LogoutNotice {
  const show = (code: string) => {
    // A logout told before the shell's toasts exist (a static shell's early call answered
    // it): kept, and shown by showKept once they do.
    const toasts = feedback();
    if (!toasts) return;
    toasts.notify(
      'error',
      code === ResponseCode.SessionInvalid ? 'codes.434' : 'codes.00004',
      undefined,
      { id: LOGOUT_NOTICE_ID, durationMs: LOGOUT_NOTICE_MS },
    );
    schedule(() => removeStored('session', LOGOUT_NOTICE_KEY), LOGOUT_NOTICE_MS);
  };
  return {
    tell: (code) => {
      writeStored('session', LOGOUT_NOTICE_KEY, code);
      show(code);
    },
    showKept: () => {
      const code = readStored('session', LOGOUT_NOTICE_KEY);
      if (code) show(code);
    },
  };
}
