import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, createMachine } from 'xstate';
import { appMachine, SYSTEM_IDS } from '../../machines/app.machine.ts';
import { APP_INPUT, appModel } from './models/app.model.ts';

/** A stand-in child that keeps its input, so the test sees what the root gave it. */
const childKeepingInput = (id: string) =>
  createMachine({
    id,
    types: {} as { input: unknown; context: { input: unknown } },
    context: ({ input }) => ({ input }),
  });

function startApp() {
  const names = Object.keys(SYSTEM_IDS) as Array<keyof typeof SYSTEM_IDS>;
  const actors = Object.fromEntries(names.map((name) => [name, childKeepingInput(name)]));
  return createActor(appMachine.provide({ actors }), { input: APP_INPUT }).start();
}

describe('app (the root) paths', () => {
  for (const path of appModel.getShortestPaths({ input: APP_INPUT })) {
    it(path.description, async () => {
      const app = startApp();
      await path.test({
        states: {
          drawing: () => {
            expect(app.getSnapshot().matches('drawing')).toBe(true);
            for (const systemId of Object.values(SYSTEM_IDS)) {
              const wanted = systemId !== SYSTEM_IDS.publicSocket;
              expect(app.system.get(systemId) !== undefined, systemId).toBe(wanted);
            }
          },
          running: () => {
            expect(app.getSnapshot().matches('running')).toBe(true);
            for (const systemId of Object.values(SYSTEM_IDS)) {
              expect(app.system.get(systemId), systemId).toBeDefined();
            }
          },
        },
        events: {
          'app.firstViewDrawn': () => app.send({ type: 'app.firstViewDrawn' }),
        },
      });
    });
  }
});

describe('app: it creates the system actors, nothing else', () => {
  it('registers dialog, notifications and the other system actors under their system ids', () => {
    const app = startApp();
    app.send({ type: 'app.firstViewDrawn' });
    const inputOf = (id: string) =>
      (app.system.get(id) as AnyActorRef).getSnapshot().context.input as unknown;
    expect(inputOf(SYSTEM_IDS.session)).toEqual(APP_INPUT.session);
    expect(inputOf(SYSTEM_IDS.hostSelection)).toEqual(APP_INPUT.hostSelection);
    expect(inputOf(SYSTEM_IDS.pageMeta)).toEqual(APP_INPUT.pageMeta);
    for (const id of ['dialog', 'notifications', 'nativeNavigation', 'debugLabel'] as const) {
      expect(app.system.get(SYSTEM_IDS[id])).toBe(app.getSnapshot().children[id]);
    }
    expect(Object.keys(app.getSnapshot().children).sort()).toEqual(Object.keys(SYSTEM_IDS).sort());
  });

  it('starts the public socket once the first view is drawn, and keeps the others running', () => {
    const app = startApp();
    const before = app.getSnapshot().children;
    expect(before.publicSocket).toBeUndefined();
    app.send({ type: 'app.firstViewDrawn' });
    const after = app.getSnapshot().children;
    expect(after.publicSocket).toBeDefined();
    for (const id of ['session', 'hostSelection', 'dialog', 'notifications'] as const) {
      expect(after[id]).toBe(before[id]);
    }
    // Sent again (a second idle moment), it changes nothing: the socket is not restarted.
    app.send({ type: 'app.firstViewDrawn' });
    expect(app.getSnapshot().children.publicSocket).toBe(after.publicSocket);
  });

  it('has two states, handles one event and names no action', () => {
    expect(Object.keys(appMachine.root.states)).toEqual(['drawing', 'running']);
    expect([...appMachine.root.transitions.keys()]).toEqual([]);
    expect([...appMachine.root.states.drawing!.transitions.keys()]).toEqual(['app.firstViewDrawn']);
    expect(Object.keys(appMachine.implementations.actions)).toEqual([]);
  });
});
