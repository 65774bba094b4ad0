import type { SnapshotFrom } from 'xstate';
import { formatHms } from '../src/domain/time.ts';
import type { DialogKind, DialogParams, dialogMachine } from './dialog.machine.ts';

type DialogSnapshot = SnapshotFrom<typeof dialogMachine>;

/**
 * SPEC §3 "dialog state": SWITCH 0, REGISTERED 1, ERROR 2, NONE -1. The spec names the codes
 * but not what they describe; we read them as what the dialog asks of the user: a question
 * (switch), a success (registered), an error or dangerous notice, or nothing (closed, or a
 * countdown, which only informs).
 */
export const DIALOG_STATE = { SWITCH: 0, REGISTERED: 1, ERROR: 2, NONE: -1 } as const;
/** The code the native app reads (SPEC §3): one of DIALOG_STATE's four. */
export type DialogStateCode = (typeof DIALOG_STATE)[keyof typeof DIALOG_STATE];

/** What the view draws, for `data-state`: closed, success, notice, confirming or countdown. */
export type DialogView = 'closed' | 'success' | 'notice' | 'confirming' | 'countdown';

/** The dialog to draw. */
export const selectDialogView = (s: DialogSnapshot): DialogView => {
  if (s.matches({ open: 'success' })) return 'success';
  if (s.matches({ open: 'notice' })) return 'notice';
  if (s.matches({ open: 'confirming' })) return 'confirming';
  if (s.matches({ open: 'countdown' })) return 'countdown';
  return 'closed';
};

/** The kind of the dialog shown, if any. */
export const selectDialogKind = (s: DialogSnapshot): DialogKind | undefined =>
  s.context.request?.kind;
/** The title and message as translation keys with their values. */
export const selectDialogText = (
  s: DialogSnapshot,
): { titleKey: string; messageKey: string; params: DialogParams } | undefined =>
  s.context.request && {
    titleKey: s.context.request.titleKey,
    messageKey: s.context.request.messageKey,
    params: s.context.request.params ?? {},
  };

/** The success dialog's seconds left (5 … 1); undefined for other dialogs. */
export const selectSecondsLeft = (s: DialogSnapshot) =>
  s.matches({ open: 'success' }) ? s.context.secondsLeft : undefined;

/** The countdown dialog's time left as hh:mm:ss; undefined for other dialogs. */
export const selectCountdownHms = (s: DialogSnapshot) => {
  const request = s.context.request;
  if (request?.kind !== 'countdown' || !s.matches({ open: 'countdown' })) return undefined;
  return formatHms(request.until - s.context.now);
};

/** The countdown dialog has reached its deadline. */
export const selectCountdownEnded = (s: DialogSnapshot) => s.hasTag('ended');

/** The SPEC §3 dialog state of what is shown. */
export const selectDialogState = (s: DialogSnapshot): DialogStateCode => {
  switch (selectDialogKind(s)) {
    case 'confirm':
      return DIALOG_STATE.SWITCH;
    case 'success':
      return DIALOG_STATE.REGISTERED;
    case 'error':
    case 'dangerous':
      return DIALOG_STATE.ERROR;
    default:
      return DIALOG_STATE.NONE;
  }
};
