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
  /** Where a call made now goes (see callHostOf). */
  callHost: string | undefined;
}

/**
 * Where a call made now goes: the chosen host once the race has ended, the main domain's
 * default host while it is provisional, undefined while calls wait for the race.
 */
export function callHostOf(s: HostSelectionSnapshot): string | undefined {
  if (s.hasTag('chosenHost')) return s.context.chosen?.host ?? s.context.mainDomainHost;
  if (s.hasTag('provisionalHost')) return s.context.mainDomainHost;
  return undefined;
}

/** The host selection's API (see useConnect in src/ui/actor.tsx). */
export function connectHostSelection(
  s: HostSelectionSnapshot,
  _send: HostSelectionSend,
): HostSelectionApi {
  return {
    // While choosing, the state is parallel (the race and where calls go).
    dataState: typeof s.value === 'string' ? s.value : JSON.stringify(s.value),
    isSelected: s.hasTag('chosenHost'),
    // An overseas user's second race keeps the first choice until it has a winner.
    chosen: s.context.chosen,
    callHost: callHostOf(s),
  };
}
