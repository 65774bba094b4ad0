import type { AnyStateMachine } from 'xstate';

/** The machine's methods xstate binds to the machine itself when it builds one. */
const BOUND_METHODS = [
  'transition',
  'getInitialSnapshot',
  'getPersistedSnapshot',
  'restoreSnapshot',
  'start',
] as const;

/**
 * The machine with the composition's implementations, as `machine.provide()` makes it, but
 * without building its states a second time: `provide()` constructs a new machine, which walks
 * and formats the whole state tree again (issue 17: the start built every machine twice, ~20 ms
 * on this CPU and 4-6x that on a slow phone). xstate looks implementations up on the snapshot's
 * machine, never on its state nodes, so the provided machine shares the module's state nodes
 * and carries only its own implementations (tests/unit/app/provide-once.test.ts holds xstate to it).
 */
export function provideOnce<M extends AnyStateMachine>(machine: M): M['provide'] {
  return (implementations) => provideShared(machine, implementations);
}

function provideShared<M extends AnyStateMachine>(
  machine: M,
  implementations: Parameters<M['provide']>[0],
): ReturnType<M['provide']> {
  const base = machine.implementations;
  const provided = Object.create(machine) as M;
  provided.implementations = {
    actions: { ...base.actions, ...implementations.actions },
    actors: { ...base.actors, ...implementations.actors },
    delays: { ...base.delays, ...implementations.delays },
    guards: { ...base.guards, ...implementations.guards },
  } as M['implementations'];
  const prototype = Object.getPrototypeOf(machine);
  for (const name of BOUND_METHODS) {
    Object.defineProperty(provided, name, {
      value: prototype[name].bind(provided),
      writable: true,
      configurable: true,
    });
  }
  return provided as ReturnType<M['provide']>;
}
