import type { SnapshotFrom } from 'xstate';
import type { toastMachine } from '../../../machines/toast.machine.ts';

type ToastSnapshot = SnapshotFrom<typeof toastMachine>;

/** shown, hiding or gone, for `data-state`. */
export const selectToastPhase = (s: ToastSnapshot) => String(s.value);
/** The SPEC §3 mode the toast is drawn in. */
export const selectToastMode = (s: ToastSnapshot) => s.context.mode;
/** The message as a translation key with its values; views translate it. */
export const selectToastMessage = (s: ToastSnapshot) => ({
  messageKey: s.context.messageKey,
  params: s.context.params ?? {},
});
