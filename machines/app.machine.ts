import { setup } from 'xstate';
import { type HostSelectionInput, hostSelectionMachine } from './host-selection.machine.ts';
import { type PageMetaInput, pageMetaMachine } from './page-meta.machine.ts';
import { type SessionInput, sessionMachine } from './session.machine.ts';
import { socketMachine } from './socket.machine.ts';

export interface AppInput {
  session: SessionInput;
  hostSelection: HostSelectionInput;
  pageMeta: PageMetaInput;
  /**
   * The shell's page metadata is made with the root (the server's rendering), rather than when
   * the root is told `app.shellWanted` (the browser's start, one step per task).
   */
  shellAtOnce: boolean;
}

/** System ids by which any actor finds the long-lived ones. */
export const SYSTEM_IDS = {
  session: 'session',
  hostSelection: 'hostSelection',
  /** The page's title and description for the route shown. */
  pageMeta: 'pageMeta',
  /** The public market socket (prices, the exchange's clock), for everyone. */
  publicSocket: 'publicSocket',
} as const;

export type AppEvent =
  /** The start's next step: the views are about to be drawn (main.tsx). */
  | { type: 'app.shellWanted' }
  /** The first view is drawn (hydrated) and the page has an idle moment (main.tsx). */
  | { type: 'app.firstViewDrawn' };

/**
 * The root actor: it only creates the long-lived system actors, in steps the browser's start
 * runs each in a task of its own (issue 17: main-thread tasks): the session and host selection
 * first (the first calls need them), then page metadata (the views draw with it), and the
 * public socket once the first view is drawn, so neither its start nor its first messages run
 * inside the hydration. The dialog, the toasts and the debug label are not among them: an idle
 * page uses none, so the composition makes each with the first event sent to it (issue 17).
 */
export const appMachine = setup({
  types: { input: {} as AppInput, context: {} as AppInput, events: {} as AppEvent },
  guards: {
    shellAtOnce: ({ context }) => context.shellAtOnce,
  },
  actors: {
    session: sessionMachine,
    hostSelection: hostSelectionMachine,
    pageMeta: pageMetaMachine,
    /** Asked for by kind: it locates its host once one is chosen. */
    publicSocket: socketMachine,
  },
}).createMachine({
  id: 'app',
  description:
    'The root: owns the session (and through it what runs while logged in) and host selection for the life of the page, page metadata once the views are wanted, and the public socket once the first view is drawn. The dialog, notifications and debug label start with the first event sent to each, outside the root.',
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
  initial: 'starting',
  states: {
    starting: {
      description:
        "Only the session and host selection run: the page's first calls need them. Page metadata comes next, in a task of its own.",
      always: { guard: 'shellAtOnce', target: 'shown' },
      on: { 'app.shellWanted': 'shown' },
    },
    shown: {
      description:
        'The views are drawn: page metadata runs. The dialog, notifications and debug label are not here: each starts with the first event sent to it.',
      // Nor is native navigation: like the dialog, the toasts and the debug label, the
      // composition makes it with the first event that needs it (shell-later.ts,
      // native-navigation-later.ts), so a page that never uses one never loads it (issue 17).
      invoke: {
        id: 'pageMeta',
        systemId: SYSTEM_IDS.pageMeta,
        src: 'pageMeta',
        input: ({ context }) => context.pageMeta,
      },
      initial: 'drawing',
      states: {
        drawing: {
          description:
            'The first view is being drawn and hydrated: only the actors it needs run; the public socket waits.',
          on: { 'app.firstViewDrawn': 'running' },
        },
        running: {
          description: 'The app is open, its public socket too.',
          invoke: {
            id: 'publicSocket',
            systemId: SYSTEM_IDS.publicSocket,
            src: 'publicSocket',
            input: { kind: 'public' },
          },
        },
      },
    },
  },
});
