import type { SnapshotFrom } from 'xstate';
import { type AppEvent, type AppInput, appMachine } from '../../../machines/app.machine.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { machineModel } from './machine-model.ts';

/** The root's input as the composition builds it on a first visit. */
export const APP_INPUT: AppInput = {
  session: { tokens: undefined, inApp: false },
  hostSelection: {
    abroad: false,
    storedHost: undefined,
    fallbackHosts: ['http://api-1.localhost:8081'],
    mainDomainHost: 'http://127.0.0.1:8080',
    startOnMainDomain: true,
  },
  pageMeta: { locale: 'tr-TR' },
};

/** The root takes one event: the first view is drawn (main.tsx sends it once). */
export const appModel = machineModel<SnapshotFrom<typeof appMachine>, AppEvent, AppInput>(
  appMachine,
  (s) => [{ type: 'app.firstViewDrawn' as const }].filter((e) => s.can(e)),
);

export const appSpec: MachineModelSpec = {
  name: 'app',
  machine: appMachine,
  model: appModel,
  inputs: [{ name: 'first visit', input: APP_INPUT }],
};
