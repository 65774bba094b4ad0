import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ChosenHost, hostSelectionMachine } from './host-selection.machine.ts';

type HostSelectionSnapshot = SnapshotFrom<typeof hostSelectionMachine>;
type HostSelectionSend = ActorRefFrom<typeof hostSelectionMachine>['send'];

/** What the debug label shows of the host selection, from one snapshot. */
export interface HostSelectionApi {
  dataState: string;
  isSelected: boolean;
  /** The host calls go to and its measured speed, once one is chosen. */
  chosen: ChosenHost | undefined;
}

/** The host selection's API (see useConnect in src/ui/actor.tsx). */
export function connectHostSelection(
  s: HostSelectionSnapshot,
  _send: HostSelectionSend,
): HostSelectionApi {
  return {
    dataState: String(s.value),
    isSelected: s.hasTag('selected'),
    // An overseas user's second race keeps the first choice until it has a winner.
    chosen: s.context.chosen,
  };
}
