import type { SnapshotFrom } from 'xstate';
import type { DialogEvent, DialogKind, DialogParams, dialogMachine } from './dialog.machine.ts';
import {
  type DialogView,
  selectCountdownHms,
  selectDialogText,
  selectDialogView,
  selectSecondsLeft,
} from './dialog.selectors.ts';

type DialogSnapshot = SnapshotFrom<typeof dialogMachine>;

/** Everything the page's dialog view needs from the dialog. */
export interface DialogApi {
  /** What is drawn, for `data-state`. */
  view: DialogView;
  /** A dialog is shown, with its kind and text. */
  open: boolean;
  kind: DialogKind | undefined;
  text: { titleKey: string; messageKey: string; params: DialogParams } | undefined;
  /** The success dialog's seconds left; undefined for other dialogs. */
  secondsLeft: number | undefined;
  /** The countdown dialog's time left as hh:mm:ss; undefined for other dialogs. */
  countdown: string | undefined;
  /** The countdown reached its deadline (the `ended` tag). */
  ended: boolean;
  canConfirm: boolean;
  canCancel: boolean;
  canClose: boolean;
  confirm: () => void;
  cancel: () => void;
  close: () => void;
}

/** The dialog's view API: built on its selectors, `can…` from the machine, handlers. */
export function connectDialog(
  snapshot: DialogSnapshot,
  send: (event: DialogEvent) => void,
): DialogApi {
  const view = selectDialogView(snapshot);
  const kind = snapshot.context.request?.kind;
  const text = selectDialogText(snapshot);
  return {
    view,
    open: view !== 'closed' && kind !== undefined && text !== undefined,
    kind,
    text,
    secondsLeft: selectSecondsLeft(snapshot),
    countdown: selectCountdownHms(snapshot),
    ended: snapshot.hasTag('ended'),
    canConfirm: snapshot.can({ type: 'dialog.confirm' }),
    canCancel: snapshot.can({ type: 'dialog.cancel' }),
    canClose: snapshot.can({ type: 'dialog.close' }),
    confirm: () => send({ type: 'dialog.confirm' }),
    cancel: () => send({ type: 'dialog.cancel' }),
    close: () => send({ type: 'dialog.close' }),
  };
}
