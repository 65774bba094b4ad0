import type { SnapshotFrom } from 'xstate';
import type { dialogMachine } from './dialog.machine.ts';

/*
 * The one selector the shell reads before any dialog has opened: in a file of its own, since
 * the start's views would otherwise carry every selector of the dialog's view (dialog.selectors),
 * which most visits never draw (issue 17: the centre's JavaScript within 120 KB gzip).
 */

/** Whether any dialog is shown: the shell loads the dialog's view only then. */
export const selectIsDialogOpen = (s: SnapshotFrom<typeof dialogMachine>) => s.matches('open');
