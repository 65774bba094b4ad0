import {
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  type EventObject,
  fromPromise,
  SimulatedClock,
} from 'xstate';

interface StepsOnly {
  steps: ReadonlyArray<{ event: EventObject }>;
}

/** A transition as the actor's microsteps report it. */
interface TransitionDef {
  source: AnyStateNode;
}

const inertCopies = new WeakMap<AnyStateMachine, AnyStateMachine>();

/**
 * The machine with every invoked actor replaced by one that never settles; one copy per
 * machine, so its transitions are the same objects in every replay.
 */
function inertCopyOf(machine: AnyStateMachine): AnyStateMachine {
  const known = inertCopies.get(machine);
  if (known) return known;
  const inert = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((key) => [
      key,
      fromPromise(() => new Promise<never>(() => {})) as AnyActorLogic,
    ]),
  );
  const copy = machine.provide({ actors: inert });
  inertCopies.set(machine, copy);
  return copy;
}

/**
 * What one path reaches when replayed on the machine (every invoked actor inert, as the
 * coverage report replays it): the ids of the state nodes it enters, and the transitions it
 * takes as objects. Guarded transitions of one event share a description, so the paths are
 * told apart by the transitions themselves.
 */
export function reachedBy(
  machine: AnyStateMachine,
  input: unknown,
  path: StepsOnly,
): Set<string | object> {
  const logic = inertCopyOf(machine);
  const reached = new Set<string | object>();
  const enter = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes as AnyStateNode[]) reached.add(`state ${node.id}`);
  };
  let rootSessionId: string | undefined;
  const actor = createActor(logic, {
    input,
    clock: new SimulatedClock(),
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep') return;
      if (rootSessionId !== undefined && inspection.actorRef.sessionId !== rootSessionId) return;
      const step = inspection as unknown as {
        snapshot: AnyMachineSnapshot;
        _transitions: TransitionDef[];
      };
      if (step.snapshot.machine !== logic) return;
      for (const t of step._transitions) {
        reached.add(t);
        for (let n: AnyStateNode | undefined = t.source; n; n = n.parent)
          reached.add(`state ${n.id}`);
      }
      enter(step.snapshot);
    },
  });
  rootSessionId = actor.sessionId;
  actor.start();
  enter(actor.getSnapshot());
  for (const step of path.steps.slice(1)) actor.send(step.event);
  actor.stop();
  return reached;
}
