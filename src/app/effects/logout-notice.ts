import { type ActorRefFrom, waitFor } from 'xstate';
import type { dialogMachine } from '../../../machines/dialog.machine.ts';
import { ResponseCode } from '../../domain/codes.ts';
import { readStored, removeStored, writeStored } from '../../platform/storage.ts';
import type { Feedback } from '../../ui/feedback.tsx';

/** Where the reason of a logout waits until the user has read it (this tab only). */
export const LOGOUT_NOTICE_KEY = 'logoutNotice';

/** Tells a user why they were logged out (SPEC §8: 00004, 434), across a reload of the page. */
export interface LogoutNotice {
  /** Keeps the reason and shows it. */
  tell(code: string): void;
  /** Shows a reason kept by the page before a reload, if the user has not closed it yet. */
  showKept(): void;
}

/**
 * The logout notice: an error dialog naming the reason (434: a login elsewhere; anything else
 * that ended the session: logged out). The reason stays in session storage until the dialog
 * is closed, so a reload or a redirect right after the logout still shows it.
 */
export function createLogoutNotice(
  feedback: () => Pick<Feedback, 'openDialog'>,
  dialog: () => ActorRefFrom<typeof dialogMachine>,
): LogoutNotice {
  const show = (code: string) => {
    feedback().openDialog({
      kind: 'error',
      titleKey: 'confirm.loggedOutTitle',
      messageKey: code === ResponseCode.SessionInvalid ? 'codes.434' : 'codes.00004',
    });
    void waitFor(dialog(), (s) => s.matches('closed'), { timeout: Number.POSITIVE_INFINITY }).then(
      () => removeStored('session', LOGOUT_NOTICE_KEY),
      () => {},
    );
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
