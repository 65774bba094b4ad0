import type { SnapshotFrom } from 'xstate';
import { type AppEvent, type AppInput, appMachine } from '../../../machines/app.machine.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { machineModel } from './machine-model.ts';

/** The root's input as the composition builds it on a first visit, in the browser. */
export const APP_INPUT: AppInput = {
  session: { tokens: undefined, inApp: false },
  hostSelection: {
    abroad: false,
    storedHost: undefined,
    failedHosts: [],
    fallbackHosts: ['http://api-1.localhost:8081'],
    mainDomainHost: 'http://127.0.0.1:8080',
    startOnMainDomain: true,
  },
  pageMeta: { locale: 'tr-TR' },
  shellAtOnce: false,
};

/** The same for the server's rendering: the shell's actors are made with the root. */
export const SERVER_APP_INPUT: AppInput = { ...APP_INPUT, shellAtOnce: true };

const APP_EVENTS: AppEvent[] = [{ type: 'app.shellWanted' }, { type: 'app.firstViewDrawn' }];

/** The root takes the start's steps (main.tsx sends each once). */
export const appModel = machineModel<SnapshotFrom<typeof appMachine>, AppEvent, AppInput>(
  appMachine,
  (s) => APP_EVENTS.filter((e) => s.can(e)),
);

export const appSpec: MachineModelSpec = {
  name: 'app',
  machine: appMachine,
  model: appModel,
  inputs: [
    { name: 'first visit', input: APP_INPUT },
    { name: "the server's rendering", input: SERVER_APP_INPUT },
  ],
};
