import type { SnapshotFrom } from 'xstate';
import { hostSelectionMachine } from '../../../machines/host-selection.machine.ts';
import type { HostSpeed } from '../../../src/domain/host.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { type InvokeSettled, machineModel } from './machine-model.ts';

export const MIRROR_HOSTS = ['http://api-1.localhost:8081', 'http://api-2.localhost:8082'];
export const WINNER: HostSpeed = { host: 'http://api-2.localhost:8082', speed: 41 };

export type HostSelectionModelEvent =
  | InvokeSettled<'fetchHostList', string[]>
  | InvokeSettled<'raceHosts', HostSpeed | undefined>
  | { type: 'hostSelection.overseas' };

export const HOST_SELECTION_MODEL_EVENTS: HostSelectionModelEvent[] = [
  { type: 'xstate.done.actor.fetchHostList', output: MIRROR_HOSTS },
  { type: 'xstate.error.actor.fetchHostList', error: new Error('both mirrors down') },
  { type: 'xstate.done.actor.raceHosts', output: WINNER },
  { type: 'xstate.done.actor.raceHosts', output: undefined },
  { type: 'xstate.error.actor.raceHosts', error: new Error('race failed') },
  { type: 'hostSelection.overseas' },
];

export const hostSelectionModel = machineModel<
  SnapshotFrom<typeof hostSelectionMachine>,
  HostSelectionModelEvent
>(
  hostSelectionMachine,
  // An invoke's done and error events exist only while its state is active.
  (s) =>
    HOST_SELECTION_MODEL_EVENTS.filter((e) =>
      e.type === 'hostSelection.overseas'
        ? s.can(e)
        : Object.keys(s.children).some((id) => e.type.endsWith(`.${id}`)),
    ),
);

const BASE = {
  abroad: false,
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
