import type { SnapshotFrom } from 'xstate';
import type { hostSelectionMachine } from './host-selection.machine.ts';

type HostSelectionSnapshot = SnapshotFrom<typeof hostSelectionMachine>;

export const selectIsHostSelected = (s: HostSelectionSnapshot) => s.matches('selected');
export const selectChosenHost = (s: HostSelectionSnapshot) => s.context.chosen;
export const selectHostSelectionState = (s: HostSelectionSnapshot) => String(s.value);
