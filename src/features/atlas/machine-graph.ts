import { type AnyStateMachine, type AnyStateNode, and, not, or, stateIn } from 'xstate';

/** A state of a machine as the atlas draws it. */
export interface AtlasState {
  id: string;
  key: string;
  parentId: string | undefined;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  description: string | undefined;
  /** The child entered first, for compound states. */
  initialId: string | undefined;
  invokes: string[];
  /** The actions run on entering and on leaving, by name. */
  entry: string[];
  exit: string[];
  tags: string[];
}

/** A transition: event (or `after …` / `done: …` / `error: …` / `always`), guard, target. */
export interface AtlasTransition {
  id: string;
  sourceId: string;
  targetId: string;
  label: string;
  /** The guard as an expression of named guards (`isOpen and not mustDownload`). */
  guard: string | undefined;
  /** The actions the transition runs, by name. */
  actions: string[];
}

export interface AtlasGraph {
  machineId: string;
  description: string | undefined;
  states: AtlasState[];
  transitions: AtlasTransition[];
}

interface TransitionLike {
  eventType: string;
  target?: ReadonlyArray<AnyStateNode>;
  guard?: unknown;
  actions?: ReadonlyArray<unknown>;
  delay?: number | string;
}

/**
 * xstate's guard combinators are functions told apart by their `check`; comparing with a
 * sample of each keeps working when a bundler renames the functions.
 */
const CHECKS = {
  and: (and([]) as unknown as { check: unknown }).check,
  or: (or([]) as unknown as { check: unknown }).check,
  not: (not('x') as unknown as { check: unknown }).check,
  in: (stateIn('x') as unknown as { check: unknown }).check,
};

/** Static params read as `name(key: value)`; params computed from the event are left out. */
function withParams(name: string, params: unknown): string {
  if (typeof params !== 'object' || params === null) return name;
  const entries = Object.entries(params).filter(([, v]) => typeof v !== 'function');
  if (entries.length === 0) return name;
  return `${name}(${entries.map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(', ')})`;
}

/** A guard as an expression of named guards, with `and`, `or`, `not` and `in(state)`. */
export function guardText(guard: unknown, nested = false): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard)
    return withParams(String(guard.type), (guard as { params?: unknown }).params);
  if (typeof guard !== 'function') return 'guard';
  const g = guard as { check?: unknown; guards?: unknown[]; stateValue?: unknown };
  const parts = (g.guards ?? []).map((inner) => guardText(inner, true) ?? 'guard');
  const wrap = (text: string) => (nested ? `(${text})` : text);
  if (g.check === CHECKS.not) return `not ${parts[0] ?? 'guard'}`;
  if (g.check === CHECKS.and) return wrap(parts.join(' and '));
  if (g.check === CHECKS.or) return wrap(parts.join(' or '));
  if (g.check === CHECKS.in) return `in(${JSON.stringify(g.stateValue)})`;
  return 'inline guard';
}

/** An action by its name; xstate's built-in actions by what they do. */
export function actionText(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'object' && action !== null && 'type' in action) return String(action.type);
  if (typeof action !== 'function') return 'action';
  const a = action as { type?: unknown; event?: unknown; to?: unknown };
  if (typeof a.type !== 'string' || !a.type.startsWith('xstate.')) return 'inline action';
  const kind = a.type.slice('xstate.'.length);
  const event =
    typeof a.event === 'object' && a.event !== null && 'type' in a.event
      ? ` ${String(a.event.type)}`
      : '';
  const to = typeof a.to === 'string' ? ` to ${a.to}` : '';
  return `${kind}${event}${to}`;
}

/** xstate schedules and cancels an `after` transition's event itself; the edge already shows it. */
const isDelayPlumbing = (action: unknown) => {
  const a = action as { type?: unknown; event?: { type?: unknown } };
  return (
    typeof action === 'function' &&
    (a.type === 'xstate.cancel' ||
      (a.type === 'xstate.raise' && String(a.event?.type).startsWith('xstate.after.')))
  );
};

const actionsOf = (list: ReadonlyArray<unknown> | undefined) =>
  (list ?? []).filter((a) => !isDelayPlumbing(a)).map(actionText);

/** How an event reads on the diagram: delays in ms, invoke results by actor. */
export function eventLabel(t: TransitionLike): string {
  const e = t.eventType;
  if (!e) return 'always';
  if (e.startsWith('xstate.after.')) {
    const delay = e.slice('xstate.after.'.length).split('.')[0] ?? '';
    return /^\d+$/.test(delay) ? `after ${delay} ms` : `after ${delay}`;
  }
  if (e.startsWith('xstate.done.actor.')) return `done: ${e.slice('xstate.done.actor.'.length)}`;
  if (e.startsWith('xstate.error.actor.')) return `error: ${e.slice('xstate.error.actor.'.length)}`;
  if (e.startsWith('xstate.done.state.')) return 'done';
  return e;
}

/**
 * Walks the machine's state nodes (not its config), so named guards, delays and invokes show.
 * The root is the outermost state, so transitions of the whole machine have a source too.
 */
export function toAtlasGraph(machine: AnyStateMachine): AtlasGraph {
  const states: AtlasState[] = [];
  const transitions: AtlasTransition[] = [];
  const visit = (node: AnyStateNode, parentId: string | undefined) => {
    const children = Object.values(node.states as Record<string, AnyStateNode>);
    states.push({
      id: node.id,
      key: node.key,
      parentId,
      type: node.type,
      description: node.description,
      initialId: node.type === 'compound' ? node.initial?.target?.[0]?.id : undefined,
      invokes: node.invoke.map((i: { src: unknown; id: string }) =>
        typeof i.src === 'string' ? i.src : i.id,
      ),
      entry: actionsOf(node.entry as ReadonlyArray<unknown>),
      exit: actionsOf(node.exit as ReadonlyArray<unknown>),
      tags: [...node.tags],
    });
    const own = [
      ...[...(node.transitions as Map<string, TransitionLike[]>).values()].flat(),
      ...((node.always as TransitionLike[] | undefined) ?? []),
    ];
    own.forEach((t, i) => {
      for (const target of t.target ?? [node]) {
        transitions.push({
          id: `${node.id}#${i}->${target.id}`,
          sourceId: node.id,
          targetId: target.id,
          label: eventLabel(t),
          guard: guardText(t.guard),
          actions: actionsOf(t.actions),
        });
      }
    });
    for (const child of children) visit(child, node.id);
  };
  visit(machine.root, undefined);
  return {
    machineId: machine.id,
    description: machine.root.description,
    states,
    transitions,
  };
}

/** The atlas id of a transition definition taken by a running actor (see toAtlasGraph). */
export function transitionIdOf(t: TransitionLike & { source: AnyStateNode }): string {
  const own = [
    ...[...(t.source.transitions as Map<string, TransitionLike[]>).values()].flat(),
    ...((t.source.always as TransitionLike[] | undefined) ?? []),
  ];
  const target = t.target?.[0] ?? t.source;
  return `${t.source.id}#${own.indexOf(t)}->${target.id}`;
}
