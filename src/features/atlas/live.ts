import type { LitStates } from '../../../machines/atlas-viewer.connect.ts';
import type { ActorStep, LiveActor, MachineActivity } from '../../domain/inspection.ts';

/** The running actors of a machine, in the order they first reported. */
export const liveActorsOf = (activity: MachineActivity | undefined): LiveActor[] =>
  Object.values(activity?.live ?? {});

/**
 * The actor the atlas follows: the one chosen while it runs; otherwise (none chosen, or it
 * stopped) the one that moved last.
 */
export function followedActor(
  activity: MachineActivity | undefined,
  chosenId: string | undefined,
): LiveActor | undefined {
  const live = activity?.live ?? {};
  if (chosenId && live[chosenId]) return live[chosenId];
  const lastMover = [...(activity?.log ?? [])].reverse().find((step) => live[step.actorId]);
  return lastMover ? live[lastMover.actorId] : liveActorsOf(activity)[0];
}

/** The steps of one actor, oldest first. */
export const stepsOf = (activity: MachineActivity | undefined, actorId: string | undefined) =>
  (activity?.log ?? []).filter((step) => step.actorId === actorId);

/**
 * What to light for the followed actor: where it is now, or, when stepping back through its
 * log, where it was after step `seq` and the transition that took it there.
 */
export function litFor(
  actor: LiveActor | undefined,
  steps: readonly ActorStep[],
  seq: number | undefined,
): LitStates | undefined {
  if (!actor) return undefined;
  const step = seq === undefined ? undefined : steps.find((s) => s.seq === seq);
  if (step) return { stateIds: step.stateIds, transitionId: step.transitionId };
  return { stateIds: actor.stateIds, transitionId: actor.transitionId };
}

/** The innermost states of a configuration (`settled.standing.applied`, not its ancestors). */
export const leafStates = (stateIds: readonly string[]) =>
  stateIds.filter((id) => !stateIds.some((other) => other.startsWith(`${id}.`)));
