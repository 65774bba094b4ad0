import type { SnapshotFrom } from 'xstate';
import type { debugLabelMachine } from './debug-label.machine.ts';

type DebugLabelSnapshot = SnapshotFrom<typeof debugLabelMachine>;

/** hidden or shown, for `data-state`. */
export const selectDebugLabelState = (s: DebugLabelSnapshot) => String(s.value);
/** Whether the debug label is shown. */
export const selectIsDebugLabelShown = (s: DebugLabelSnapshot) => s.matches('shown');
/** Clicks in the current quick series. */
export const selectQuickClicks = (s: DebugLabelSnapshot) => s.context.count;
