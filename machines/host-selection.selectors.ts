import type { SnapshotFrom } from 'xstate';
import type { hostSelectionMachine } from './host-selection.machine.ts';

type HostSelectionSnapshot = SnapshotFrom<typeof hostSelectionMachine>;

export const selectIsHostSelected = (s: HostSelectionSnapshot) => s.hasTag('chosenHost');
export const selectChosenHost = (s: HostSelectionSnapshot) => s.context.chosen;
export const selectHostSelectionState = (s: HostSelectionSnapshot) =>
  typeof s.value === 'string' ? s.value : JSON.stringify(s.value);

/**
 * Where a call made now goes: the chosen host once the race has ended, the main domain's
 * default host while it is provisional, undefined while calls wait for the race.
 */
export function selectCallHost(s: HostSelectionSnapshot): string | undefined {
  if (s.hasTag('chosenHost')) return s.context.chosen?.host ?? s.context.mainDomainHost;
  if (s.hasTag('provisionalHost')) return s.context.mainDomainHost;
  return undefined;
}
