import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, createMachine } from 'xstate';
import { type AppInput, appMachine, SYSTEM_IDS } from '../../machines/app.machine.ts';
import { APP_INPUT, appModel, SERVER_APP_INPUT } from './models/app.model.ts';

/** A stand-in child that keeps its input, so the test sees what the root gave it. */
const childKeepingInput = (id: string) =>
  createMachine({
    id,
    types: {} as { input: unknown; context: { input: unknown } },
    context: ({ input }) => ({ input }),
  });

function startApp(input: AppInput = APP_INPUT) {
  const names = Object.keys(SYSTEM_IDS) as Array<keyof typeof SYSTEM_IDS>;
  const actors = Object.fromEntries(names.map((name) => [name, childKeepingInput(name)]));
  return createActor(appMachine.provide({ actors }), { input }).start();
}

type SystemId = (typeof SYSTEM_IDS)[keyof typeof SYSTEM_IDS];
const FIRST_CALLS: SystemId[] = [SYSTEM_IDS.session, SYSTEM_IDS.hostSelection];
const SHELL: SystemId[] = [SYSTEM_IDS.pageMeta];

/** Which system actors exist: exactly `running`. */
function expectRunning(app: ReturnType<typeof startApp>, running: SystemId[]) {
  for (const systemId of Object.values(SYSTEM_IDS)) {
    expect(app.system.get(systemId) !== undefined, systemId).toBe(running.includes(systemId));
  }
}

describe('app (the root) paths', () => {
  for (const input of [APP_INPUT, SERVER_APP_INPUT]) {
    for (const path of appModel.getShortestPaths({ input })) {
      it(`${input.shellAtOnce ? 'shell at once' : 'in steps'}: ${path.description}`, async () => {
        const app = startApp(input);
        await path.test({
          states: {
            starting: () => expectRunning(app, FIRST_CALLS),
            'shown.drawing': () => expectRunning(app, [...FIRST_CALLS, ...SHELL]),
            'shown.running': () =>
              expectRunning(app, [...FIRST_CALLS, ...SHELL, SYSTEM_IDS.publicSocket]),
          },
          events: {
            'app.shellWanted': () => app.send({ type: 'app.shellWanted' }),
            'app.firstViewDrawn': () => app.send({ type: 'app.firstViewDrawn' }),
          },
        });
      });
    }
  }
});

describe('app: it creates the system actors, nothing else', () => {
  it('registers page metadata and the other system actors under their system ids', () => {
    const app = startApp();
    app.send({ type: 'app.shellWanted' });
    app.send({ type: 'app.firstViewDrawn' });
    const inputOf = (id: string) =>
      (app.system.get(id) as AnyActorRef).getSnapshot().context.input as unknown;
    expect(inputOf(SYSTEM_IDS.session)).toEqual(APP_INPUT.session);
    expect(inputOf(SYSTEM_IDS.hostSelection)).toEqual(APP_INPUT.hostSelection);
    expect(inputOf(SYSTEM_IDS.pageMeta)).toEqual(APP_INPUT.pageMeta);
    for (const id of ['session', 'hostSelection', 'pageMeta', 'publicSocket'] as const) {
      expect(app.system.get(SYSTEM_IDS[id])).toBe(app.getSnapshot().children[id]);
    }
    expect(Object.keys(app.getSnapshot().children).sort()).toEqual(Object.keys(SYSTEM_IDS).sort());
  });

  it('makes each step once, and keeps what runs running: no actor is made twice', () => {
    const app = startApp();
    const first = app.getSnapshot().children;
    app.send({ type: 'app.firstViewDrawn' });
    expect(app.getSnapshot().matches('starting')).toBe(true);
    app.send({ type: 'app.shellWanted' });
    const shown = app.getSnapshot().children;
    expect(shown.session).toBe(first.session);
    expect(shown.publicSocket).toBeUndefined();
    app.send({ type: 'app.firstViewDrawn' });
    app.send({ type: 'app.shellWanted' });
    app.send({ type: 'app.firstViewDrawn' });
    const after = app.getSnapshot().children;
    expect(after.publicSocket).toBeDefined();
    for (const id of ['session', 'hostSelection', 'pageMeta'] as const) {
      expect(after[id], id).toBe(shown[id]);
    }
  });

  it("makes the shell's actors with the root for the server's rendering, without a start", () => {
    const app = createActor(appMachine, { input: SERVER_APP_INPUT });
    expect(app.getSnapshot().matches({ shown: 'drawing' })).toBe(true);
    for (const id of SHELL) expect(app.system.get(id), id).toBeDefined();
  });

  it('makes no dialog, toasts or debug label: the composition makes each with its first event', () => {
    const app = startApp();
    app.send({ type: 'app.shellWanted' });
    app.send({ type: 'app.firstViewDrawn' });
    const made = Object.keys(app.getSnapshot().children);
    for (const id of ['dialog', 'notifications', 'debugLabel']) {
      expect(made, id).not.toContain(id);
      expect(app.system.get(id), id).toBeUndefined();
    }
    expect(Object.keys(appMachine.implementations.actors).sort()).toEqual(
      ['hostSelection', 'pageMeta', 'publicSocket', 'session'].sort(),
    );
  });

  it('handles the two steps of the start and names no action', () => {
    expect(Object.keys(appMachine.root.states)).toEqual(['starting', 'shown']);
    expect([...appMachine.root.transitions.keys()]).toEqual([]);
    expect([...appMachine.getStateNodeById('app.starting').transitions.keys()]).toEqual([
      'app.shellWanted',
    ]);
    expect([...appMachine.getStateNodeById('app.shown.drawing').transitions.keys()]).toEqual([
      'app.firstViewDrawn',
    ]);
    expect(Object.keys(appMachine.implementations.actions)).toEqual([]);
  });
});
