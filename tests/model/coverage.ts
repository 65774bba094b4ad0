import type { AnyStateMachine, AnyTransitionDefinition, EventObject } from 'xstate';
import {
  describeTransition,
  replay,
  replayCopyOf,
  stateNodesOf,
  transitionsOf,
} from '../tools/machine-graph.ts';

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

/**
 * Replays every generated path of a model on a real actor and records the state nodes it
 * enters and the transitions it takes (microstep by microstep, read through XState's public
 * API in tests/tools/machine-graph.ts, so eventless and guarded transitions count only when
 * they really fire).
 */
export function measureCoverage(spec: MachineModelSpec): CoverageRow {
  const nodes = stateNodesOf(spec.machine);
  const transitions = transitionsOf(replayCopyOf(spec.machine));
  const enteredStates = new Set<string>();
  const takenTransitions = new Set<AnyTransitionDefinition>();
  let paths = 0;
  for (const { input } of spec.inputs) {
    for (const path of spec.model.getShortestPaths({ input })) {
      paths += 1;
      const reached = replay(
        spec.machine,
        input,
        path.steps.slice(1).map((s) => s.event),
      );
      for (const id of reached.states) enteredStates.add(id);
      for (const t of reached.transitions) takenTransitions.add(t);
    }
  }
  return {
    machine: spec.name,
    states: { covered: nodes.filter((n) => enteredStates.has(n.id)).length, total: nodes.length },
    transitions: {
      covered: transitions.filter((t) => takenTransitions.has(t)).length,
      total: transitions.length,
    },
    paths,
    uncoveredStates: nodes.filter((n) => !enteredStates.has(n.id)).map((n) => n.id),
    uncoveredTransitions: transitions
      .filter((t) => !takenTransitions.has(t))
      .map(describeTransition),
  };
}
