import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { deferredLogic } from '../../../src/app/effects/deferred-logic.ts';

/** A child that counts what it is told, with a snapshot worth persisting. */
const counter = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'count.add' } },
}).createMachine({
  id: 'counter',
  context: { count: 0 },
  on: { 'count.add': { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});

/** A parent that spawns its child once the child's code has loaded, as the session does the inbox. */
function parentOf(child: ReturnType<typeof deferredLogic<typeof counter>>) {
  return setup({
    actors: { loadChild: fromPromise(() => child.load()), child: child.logic },
  }).createMachine({
    initial: 'loading',
    states: {
      loading: { invoke: { src: 'loadChild', onDone: 'running' } },
      running: {
        entry: assign(({ spawn }) => {
          spawn('child', { id: 'child' });
          return {};
        }),
      },
    },
  });
}

describe('deferredLogic: an actor logic whose code loads on demand', () => {
  it('runs the loaded logic as a child: it starts, takes events and persists', async () => {
    let imports = 0;
    const child = deferredLogic(async () => {
      imports += 1;
      return counter;
    });
    const parent = createActor(parentOf(child)).start();
    await waitFor(parent, (s) => s.matches('running'));
    const ref = parent.getSnapshot().children.child;
    expect(ref).toBeDefined();
    ref!.send({ type: 'count.add' });
    ref!.send({ type: 'count.add' });
    expect((ref!.getSnapshot() as { context: { count: number } }).context.count).toBe(2);
    const persisted = parent.getPersistedSnapshot() as unknown as {
      children: Record<string, unknown>;
    };
    expect(persisted.children.child).toMatchObject({ snapshot: { context: { count: 2 } } });
    // The atlas reads the loaded machine's id through the stand-in.
    expect((child.logic as { id?: string }).id).toBe('counter');
    await child.load();
    expect(imports).toBe(1);
  });

  it('fails as an actor started before its code has loaded, instead of running nothing', () => {
    const child = deferredLogic(async () => counter);
    const errors: unknown[] = [];
    const actor = createActor(child.logic);
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toMatch(/before its code loaded/);
  });

  it('a failed load can be tried again', async () => {
    let attempt = 0;
    const child = deferredLogic(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return counter;
    });
    await expect(child.load()).rejects.toThrow('offline');
    await child.load();
    const actor = createActor(child.logic).start();
    actor.send({ type: 'count.add' });
    expect(actor.getSnapshot().context.count).toBe(1);
  });
});
