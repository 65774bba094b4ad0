import type { AnyStateMachine, AnyStateNode } from 'xstate';

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
  tags: string[];
}

/** A transition: event (or `after …` / `done: …` / `error: …` / `always`), guard, target. */
export interface AtlasTransition {
  id: string;
  sourceId: string;
  targetId: string;
  label: string;
  guard: string | undefined;
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
  delay?: number | string;
}

function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  return 'guard';
}

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
          guard: guardName(t.guard),
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
