import type { SnapshotFrom } from 'xstate';
import { hostSelectionMachine } from '../../../machines/host-selection.machine.ts';
import type { HostSpeed } from '../../../src/domain/host.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

export const MIRROR_HOSTS = ['http://api-1.localhost:8081', 'http://api-2.localhost:8082'];
export const WINNER: HostSpeed = { host: 'http://api-2.localhost:8082', speed: 41 };
/** Who wins a race once the winner has failed in this tab: the next fastest. */
export const RUNNER_UP: HostSpeed = { host: 'http://api-1.localhost:8081', speed: 120 };

type HostSelectionSnapshot = SnapshotFrom<typeof hostSelectionMachine>;

export type HostSelectionModelEvent =
  | InvokeSettled<'fetchHostList', string[]>
  | InvokeSettled<'raceHosts', HostSpeed | undefined>
  | { type: 'hostSelection.overseas' }
  | { type: 'host.failed'; host: string };

/**
 * The events a snapshot takes. A race is won by the fastest host that has not failed in this
 * tab (the machine races only those); when both have failed, only a lost race is left. A
 * failure is the chosen host's: one of any other host changes nothing (guard isChosenHost).
 */
function eventsOf(s: HostSelectionSnapshot): HostSelectionModelEvent[] {
  const winner = [WINNER, RUNNER_UP].find((h) => !s.context.failedHosts.includes(h.host));
  const events: HostSelectionModelEvent[] = [
    { type: 'xstate.done.actor.fetchHostList', output: MIRROR_HOSTS },
    { type: 'xstate.error.actor.fetchHostList', error: new Error('both mirrors down') },
    ...(winner ? [{ type: 'xstate.done.actor.raceHosts' as const, output: winner }] : []),
    { type: 'xstate.done.actor.raceHosts', output: undefined },
    { type: 'xstate.error.actor.raceHosts', error: new Error('race failed') },
    { type: 'hostSelection.overseas' },
    ...(s.context.chosen ? [{ type: 'host.failed' as const, host: s.context.chosen.host }] : []),
  ];
  // An invoke's done and error events exist only while its state is active.
  return events.filter((e) =>
    e.type === 'hostSelection.overseas' || e.type === 'host.failed'
      ? s.can(e)
      : Object.keys(s.children).some((id) => e.type.endsWith(`.${id}`)),
  );
}

export const hostSelectionModel = machineModel<HostSelectionSnapshot, HostSelectionModelEvent>(
  hostSelectionMachine,
  eventsOf,
);

const BASE = {
  abroad: false,
  failedHosts: [],
  fallbackHosts: ['http://fallback.localhost:8081'],
  mainDomainHost: 'http://127.0.0.1:8080',
  startOnMainDomain: false,
};

/** A page served as plain static files: calls start on the main domain during the race. */
const STATIC = { ...BASE, startOnMainDomain: true };

export const hostSelectionSpec: MachineModelSpec = {
  name: 'hostSelection',
  machine: hostSelectionMachine,
  model: hostSelectionModel,
  inputs: [
    { name: 'no stored host', input: { ...BASE, storedHost: undefined } },
    {
      name: 'stored host at 2999 ms',
      input: { ...BASE, storedHost: { host: 'http://s.localhost:1', speed: 2999 } },
    },
    {
      name: 'stored host at 3000 ms',
      input: { ...BASE, storedHost: { host: 'http://s.localhost:1', speed: 3000 } },
    },
    {
      // A reload after the stored host stopped answering in this tab: it is not adopted again.
      name: 'stored host at 2999 ms that failed in this tab',
      input: {
        ...BASE,
        storedHost: { host: 'http://s.localhost:1', speed: 2999 },
        failedHosts: ['http://s.localhost:1'],
      },
    },
    { name: 'overseas', input: { ...BASE, abroad: true, storedHost: undefined } },
    { name: 'static files', input: { ...STATIC, storedHost: undefined } },
    {
      name: 'static files, stored host at 2999 ms',
      input: { ...STATIC, storedHost: { host: 'http://s.localhost:1', speed: 2999 } },
    },
    {
      name: 'static files, stored host at 3000 ms',
      input: { ...STATIC, storedHost: { host: 'http://s.localhost:1', speed: 3000 } },
    },
    { name: 'static files, overseas', input: { ...STATIC, abroad: true, storedHost: undefined } },
  ],
};
