/**
 * Machines read through XState's public API only (`xstate/graph`, `machine.root`, the public
 * fields of StateNode, `getNextTransitions`, the inspection's `event` and `snapshot`): the
 * coverage tools and the browser paths' selection share it, so an XState upgrade that moves
 * private fields (`_nodes`, `_transitions`) breaks none of them.
 */
import {
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  getStateNodes as activeStateNodes,
  createActor,
  type EventObject,
  fromPromise,
  getInitialMicrosteps,
  getNextTransitions,
  SimulatedClock,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';

/** Every state node of the machine below its root, in document order. */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  return getStateNodes(machine.root);
}

/** Every transition the machine defines (its root's included), eventless ones last per node. */
export function transitionsOf(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return [machine.root, ...stateNodesOf(machine)].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
}

/** The state nodes a snapshot is in, its ancestors and the root included. */
export function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  const root = snapshot.machine.root;
  return [...new Set([root, ...activeStateNodes(root, snapshot.value)])];
}

/** A guard as written in a machine: named, combined with and/or/not, `stateIn`, or inline. */
export type GuardExpression =
  | { kind: 'named'; name: string; params: unknown }
  | { kind: 'and' | 'or' | 'not'; of: GuardExpression[] }
  | { kind: 'in'; state: unknown }
  | { kind: 'inline'; check: (args: { context: unknown; event: EventObject }) => unknown };

/**
 * Reads a guard as written. XState has no public reader for the combinators: `and`, `or` and
 * `not` return functions that carry their operands (`guards`) and `stateIn` its state
 * (`stateValue`); this is the one place that reads them, so an upgrade that moves them breaks
 * here and nowhere else.
 */
export function readGuard(guard: unknown): GuardExpression {
  if (typeof guard === 'string') return { kind: 'named', name: guard, params: undefined };
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    return { kind: 'named', name: type, params };
  }
  const built = guard as { name?: string; guards?: unknown[]; stateValue?: unknown };
  if (typeof guard === 'function' && Array.isArray(built.guards)) {
    const kind = built.name === 'or' ? 'or' : built.name === 'not' ? 'not' : 'and';
    return { kind, of: built.guards.map(readGuard) };
  }
  if (typeof guard === 'function' && 'stateValue' in built)
    return { kind: 'in', state: built.stateValue };
  return { kind: 'inline', check: guard as Extract<GuardExpression, { kind: 'inline' }>['check'] };
}

/** A guard in words: `isOpen and mustDownload`, `not (in #inbox.list.loading)`. */
export function guardInWords(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  const words = (g: GuardExpression): string => {
    switch (g.kind) {
      case 'named':
        return g.name;
      case 'in':
        return `in ${typeof g.state === 'string' ? g.state : JSON.stringify(g.state)}`;
      case 'inline':
        return 'inline guard';
      case 'not':
        return `not ${inner(g.of[0]!)}`;
      default:
        return g.of.map(inner).join(` ${g.kind} `);
    }
  };
  const inner = (g: GuardExpression) =>
    g.kind === 'and' || g.kind === 'or' || g.kind === 'not' ? `(${words(g)})` : words(g);
  return words(readGuard(guard));
}

/** Whether a guard passes for an event in a snapshot, as XState evaluates it. */
export function evaluateGuard(
  guard: GuardExpression,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): boolean {
  const args = { context: snapshot.context as unknown, event };
  switch (guard.kind) {
    case 'and':
      return guard.of.every((g) => evaluateGuard(g, snapshot, event));
    case 'or':
      return guard.of.some((g) => evaluateGuard(g, snapshot, event));
    case 'not':
      return !evaluateGuard(guard.of[0]!, snapshot, event);
    case 'inline':
      return Boolean(guard.check(args));
    case 'in':
      return typeof guard.state === 'string' && guard.state.startsWith('#')
        ? activeNodes(snapshot).some((n) => `#${n.id}` === guard.state)
        : snapshot.matches(guard.state as never);
    default: {
      const impl = snapshot.machine.implementations.guards[guard.name] as unknown;
      if (impl === undefined) throw new Error(`guard ${guard.name} is not implemented`);
      const own = readGuard(impl);
      // A name given to a combined guard (`isStillEnrolled: and([...])`) reads through to it.
      if (own.kind !== 'inline') return evaluateGuard(own, snapshot, event);
      const params =
        typeof guard.params === 'function'
          ? (guard.params as (a: typeof args) => unknown)(args)
          : guard.params;
      return Boolean((impl as (a: typeof args, p: unknown) => unknown)(args, params));
    }
  }
}

/** `source --event [guard]--> targets`, the form coverage reports list transitions in. */
export function describeTransition(t: AnyTransitionDefinition): string {
  const targets = t.target?.map((n) => n.id).join(',') ?? '(self)';
  const guard = guardInWords(t.guard);
  return `${t.source.id} --${t.eventType || 'always'}${guard ? ` [${guard}]` : ''}--> ${targets}`;
}

const handles = (descriptor: string, type: string) =>
  descriptor === type ||
  descriptor === '*' ||
  (descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1)));

const isUnder = (node: AnyStateNode, ancestor: AnyStateNode) => {
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) if (n === ancestor) return true;
  return false;
};

/**
 * The transitions one microstep took, read from the snapshots before and after it: among the
 * transitions the earlier snapshot offers for the event (or, for an eventless microstep, its
 * eventless ones, whose guards read the event that started the step), per region the
 * first whose guard passes on the earlier snapshot, in XState's own order
 * (`getNextTransitions`), and whose effect the later snapshot shows (its targets entered, or
 * for a targetless one its source's states unchanged).
 */
export function transitionsTaken(
  before: AnyMachineSnapshot,
  event: EventObject,
  after: AnyMachineSnapshot,
  eventless = false,
): AnyTransitionDefinition[] {
  const candidates = getNextTransitions(before).filter((t) =>
    eventless ? t.eventType === '' : t.eventType !== '' && handles(t.eventType, event.type),
  );
  if (candidates.length === 0) return [];
  const was = activeNodes(before);
  const is = new Set(activeNodes(after));
  const atoms = was.filter((n) => n.type === 'atomic' || n.type === 'final');
  const taken: AnyTransitionDefinition[] = [];
  const settled = new Set<AnyStateNode>();
  for (const t of candidates) {
    // One transition per atomic state: its region is settled once one is found.
    const region = atoms.filter((a) => isUnder(a, t.source));
    if (region.every((a) => settled.has(a))) continue;
    if (t.guard !== undefined && !evaluateGuard(readGuard(t.guard), before, event)) continue;
    const seen = t.target?.length
      ? t.target.every((target) => is.has(target))
      : is.has(t.source) &&
        was.filter((n) => isUnder(n, t.source)).every((n) => is.has(n)) &&
        [...is].filter((n) => isUnder(n, t.source)).length ===
          was.filter((n) => isUnder(n, t.source)).length;
    if (!seen) continue;
    if (taken.includes(t)) continue;
    taken.push(t);
    for (const a of region) settled.add(a);
  }
  return taken;
}

const inertCopies = new WeakMap<AnyStateMachine, AnyStateMachine>();

/**
 * The machine's copy for replays: every invoked actor replaced by one that never settles. One
 * copy per machine, so its transitions are the same objects in every replay.
 */
export function replayCopyOf(machine: AnyStateMachine): AnyStateMachine {
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

const initialSnapshots = new WeakMap<AnyStateMachine, Map<unknown, AnyMachineSnapshot>>();

/** The snapshot of the initial state itself, before its eventless transitions; one per input. */
function initialSnapshotOf(logic: AnyStateMachine, input: unknown): AnyMachineSnapshot | undefined {
  let byInput = initialSnapshots.get(logic);
  if (!byInput) {
    byInput = new Map();
    initialSnapshots.set(logic, byInput);
  }
  if (!byInput.has(input))
    byInput.set(input, getInitialMicrosteps(logic, input)[0]?.[0] as AnyMachineSnapshot);
  return byInput.get(input);
}

/** What replaying events on a machine reached: state node ids and transitions taken. */
export interface Reached {
  states: Set<string>;
  transitions: Set<AnyTransitionDefinition>;
}

/**
 * Replays events on a real actor of the machine's inert copy (a simulated clock, invoked
 * actors that never settle) and records the state nodes it enters and the transitions it takes,
 * microstep by microstep, so eventless and guarded transitions count only when they fire.
 */
export function replay(
  machine: AnyStateMachine,
  input: unknown,
  events: ReadonlyArray<EventObject>,
): Reached {
  const logic = replayCopyOf(machine);
  const reached: Reached = { states: new Set(), transitions: new Set() };
  const enter = (snapshot: AnyMachineSnapshot) => {
    for (const node of activeNodes(snapshot)) reached.states.add(node.id);
  };
  let rootSessionId: string | undefined;
  // The actor reports no microstep for its initial state, only the eventless ones after it.
  let previous = initialSnapshotOf(logic, input);
  let lastEvent: EventObject | undefined;
  const actor = createActor(logic, {
    input,
    clock: new SimulatedClock(),
    inspect: (inspection) => {
      if (rootSessionId !== undefined && inspection.actorRef.sessionId !== rootSessionId) return;
      if (inspection.type !== '@xstate.microstep') return;
      const snapshot = inspection.snapshot as AnyMachineSnapshot;
      if (snapshot.machine !== logic) return;
      // An eventless microstep carries the event of the microstep before it (at start, the
      // init event); an event, raised ones included, comes as a new object.
      const eventless =
        inspection.event === lastEvent ||
        (lastEvent === undefined && inspection.event.type === 'xstate.init');
      lastEvent = inspection.event;
      if (previous) {
        for (const t of transitionsTaken(previous, inspection.event, snapshot, eventless)) {
          reached.transitions.add(t);
          // A transition's source was active, even a transient state left in the same step.
          for (let n: AnyStateNode | undefined = t.source; n; n = n.parent)
            reached.states.add(n.id);
        }
      }
      previous = snapshot;
      enter(snapshot);
    },
  });
  rootSessionId = actor.sessionId;
  actor.start();
  enter(actor.getSnapshot());
  for (const event of events) {
    actor.send(event);
    enter(actor.getSnapshot());
  }
  actor.stop();
  return reached;
}
