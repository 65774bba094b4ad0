import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, waitFor } from 'xstate';
import { provideOnce } from '../../../src/app/effects/provide-once.ts';

const calls: string[] = [];

/** Every kind of implementation a machine names: an action, a guard, a delay and an actor. */
const machine = setup({
  types: { context: {} as { answer: string } },
  actions: { record: () => calls.push('module action') },
  guards: { allowed: () => false },
  delays: { pause: 60_000 },
  actors: {
    load: fromPromise<string>(async () => 'module answer'),
  },
}).createMachine({
  id: 'sample',
  context: { answer: '' },
  initial: 'idle',
  states: {
    idle: {
      description: 'Waits for a go.',
      on: { go: { guard: 'allowed', target: 'waiting' } },
    },
    waiting: {
      description: 'Waits for the delay.',
      entry: 'record',
      after: { pause: 'loading' },
    },
    loading: {
      description: 'Loads the answer.',
      invoke: {
        src: 'load',
        onDone: {
          target: 'done',
          actions: ({ event, context }) => {
            context.answer = event.output;
          },
        },
      },
    },
    done: { description: 'Has the answer.', type: 'final' },
  },
});

const provided = () =>
  provideOnce(machine)({
    actions: { record: () => calls.push('provided action') },
    guards: { allowed: () => true },
    delays: { pause: 0 },
    actors: { load: fromPromise<string>(async () => 'provided answer') },
  });

describe('provideOnce', () => {
  it('builds no second state tree: the provided machine shares the module machine’s nodes', () => {
    const logic = provided();
    expect(logic.root).toBe(machine.root);
    expect(logic.getStateNodeById('sample.loading')).toBe(
      machine.getStateNodeById('sample.loading'),
    );
  });

  it('runs the provided action, guard, delay and actor, as provide() does', async () => {
    for (const logic of [provided(), machine.provide(provided().implementations)]) {
      calls.length = 0;
      const actor = createActor(logic).start();
      actor.send({ type: 'go' });
      const end = await waitFor(actor, (s) => s.status === 'done', { timeout: 1000 });
      expect(calls).toEqual(['provided action']);
      expect(end.context.answer).toBe('provided answer');
    }
  });

  it('leaves the module machine and other provided machines with their own implementations', () => {
    const first = provided();
    const second = provideOnce(machine)({ guards: { allowed: () => false } });
    const moduleActor = createActor(machine).start();
    moduleActor.send({ type: 'go' });
    expect(moduleActor.getSnapshot().value).toBe('idle');
    const secondActor = createActor(second).start();
    secondActor.send({ type: 'go' });
    expect(secondActor.getSnapshot().value).toBe('idle');
    const firstActor = createActor(first).start();
    firstActor.send({ type: 'go' });
    expect(firstActor.getSnapshot().value).toBe('waiting');
    for (const actor of [moduleActor, secondActor, firstActor]) actor.stop();
  });

  it('gives snapshots the provided machine, so a restored or persisted snapshot keeps its effects', async () => {
    const logic = provided();
    const actor = createActor(logic).start();
    expect(actor.getSnapshot().machine).toBe(logic);
    const persisted = actor.getPersistedSnapshot();
    actor.stop();
    const restored = createActor(logic, { snapshot: persisted }).start();
    expect(restored.getSnapshot().machine).toBe(logic);
    restored.send({ type: 'go' });
    const end = await waitFor(restored, (s) => s.status === 'done', { timeout: 1000 });
    expect(end.context.answer).toBe('provided answer');
  });
});
