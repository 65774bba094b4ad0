import { setup } from 'xstate';
import { type HostSelectionInput, hostSelectionMachine } from './host-selection.machine.ts';
import { type SessionInput, sessionMachine } from './session.machine.ts';

export interface AppInput {
  session: SessionInput;
  hostSelection: HostSelectionInput;
}

/** System ids by which any actor finds the long-lived ones. */
export const SYSTEM_IDS = { session: 'session', hostSelection: 'hostSelection' } as const;

/** The root actor: it only creates the long-lived system actors. */
export const appMachine = setup({
  types: { input: {} as AppInput, context: {} as AppInput },
  actors: { session: sessionMachine, hostSelection: hostSelectionMachine },
}).createMachine({
  id: 'app',
  description: 'The root: owns the session and host selection for the life of the page.',
  context: ({ input }) => input,
  invoke: [
    {
      id: 'session',
      systemId: SYSTEM_IDS.session,
      src: 'session',
      input: ({ context }) => context.session,
    },
    {
      id: 'hostSelection',
      systemId: SYSTEM_IDS.hostSelection,
      src: 'hostSelection',
      input: ({ context }) => context.hostSelection,
    },
  ],
  initial: 'running',
  states: { running: { description: 'The app is open.' } },
});
