import type { SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { type AppInput, appMachine } from '../../../machines/app.machine.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { serializeWithTransition } from './serialize.ts';

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

/** The root takes no events: it only creates the system actors. */
export const appModel = new TestModel<SnapshotFrom<typeof appMachine>, never, AppInput>(
  // biome-ignore lint/suspicious/noExplicitAny: TestModel takes the machine as any logic.
  appMachine as any,
  {
    events: () => [],
    serializeState: serializeWithTransition,
    stateMatcher: (s, key) => s.matches(key as never),
  },
);

export const appSpec: MachineModelSpec = {
  name: 'app',
  machine: appMachine,
  model: appModel,
  inputs: [{ name: 'first visit', input: APP_INPUT }],
};
