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

/** The path generator of a model; the shape of `TestModel` the coverage needs. */
export interface PathSource {
  getShortestPaths(options?: { input?: unknown }): ReadonlyArray<{
    steps: ReadonlyArray<{ event: EventObject }>;
  }>;
}

/**
 * What every model module registers: its machine, its model, and the inputs its paths start
 * from. The model test and the coverage report both read it.
 */
export interface MachineModelSpec {
  name: string;
  machine: AnyStateMachine;
  model: PathSource;
  inputs: ReadonlyArray<{ name: string; input: unknown }>;
}

export interface CoverageRow {
  machine: string;
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
  paths: number;
  uncoveredStates: string[];
  uncoveredTransitions: string[];
}

type TransitionDef = {
  source: AnyStateNode;
  eventType: string;
  target?: ReadonlyArray<AnyStateNode>;
  guard?: unknown;
};

function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [
    child,
    ...descendants(child),
  ]);
}

function transitionsOf(node: AnyStateNode): TransitionDef[] {
  const byEvent = [...(node.transitions as Map<string, TransitionDef[]>).values()].flat();
  return [...byEvent, ...((node.always as TransitionDef[] | undefined) ?? [])];
}

export function describeTransition(t: TransitionDef): string {
  const targets = t.target?.map((n) => n.id).join(',') ?? '(self)';
  const guard = typeof t.guard === 'string' ? ` [${t.guard}]` : t.guard ? ' [guard]' : '';
  return `${t.source.id} --${t.eventType || 'always'}${guard}--> ${targets}`;
}

/** The machine with every invoked actor replaced by one that never settles. */
function withInertActors(machine: AnyStateMachine): AnyStateMachine {
  const inert = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((key) => [
      key,
      fromPromise(() => new Promise<never>(() => {})) as AnyActorLogic,
    ]),
  );
  return machine.provide({ actors: inert });
}

/**
 * Replays every generated path of a model on a real actor and records the state nodes it
 * enters and the transitions it takes (from the actor's own microsteps, so eventless and
 * guarded transitions count only when they really fire).
 */
export function measureCoverage(spec: MachineModelSpec): CoverageRow {
  const machine = withInertActors(spec.machine);
  const nodes = descendants(machine.root);
  const transitions = [machine.root, ...nodes].flatMap(transitionsOf);
  const enteredStates = new Set<string>();
  const takenTransitions = new Set<TransitionDef>();
  let paths = 0;

  const record = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes as AnyStateNode[]) enteredStates.add(node.id);
  };

  for (const { input } of spec.inputs) {
    for (const path of spec.model.getShortestPaths({ input })) {
      paths += 1;
      let rootSessionId: string | undefined;
      const actor = createActor(machine, {
        input,
        clock: new SimulatedClock(),
        inspect: (inspection) => {
          if (inspection.type !== '@xstate.microstep') return;
          if (rootSessionId !== undefined && inspection.actorRef.sessionId !== rootSessionId)
            return;
          const step = inspection as unknown as {
            snapshot: AnyMachineSnapshot;
            _transitions: TransitionDef[];
          };
          if (step.snapshot.machine !== machine) return;
          for (const t of step._transitions) {
            takenTransitions.add(t);
            // A transition's source was active, even a transient state left in the same step.
            for (let n: AnyStateNode | undefined = t.source; n; n = n.parent)
              enteredStates.add(n.id);
          }
          record(step.snapshot);
        },
      });
      rootSessionId = actor.sessionId;
      actor.start();
      record(actor.getSnapshot());
      for (const step of path.steps.slice(1)) {
        actor.send(step.event);
        record(actor.getSnapshot());
      }
      actor.stop();
    }
  }

  const covered = transitions.filter((t) => takenTransitions.has(t));
  return {
    machine: spec.name,
    states: { covered: nodes.filter((n) => enteredStates.has(n.id)).length, total: nodes.length },
    transitions: { covered: covered.length, total: transitions.length },
    paths,
    uncoveredStates: nodes.filter((n) => !enteredStates.has(n.id)).map((n) => n.id),
    uncoveredTransitions: transitions
      .filter((t) => !takenTransitions.has(t))
      .map(describeTransition),
  };
}
