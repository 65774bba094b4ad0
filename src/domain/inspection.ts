/** What the running app reports of one of its actors (through the inspection channel). */
export interface InspectedActor {
  machineId: string;
  /** The actor's own id, so that several actors of one machine (each task) are told apart. */
  actorId: string;
  /** The id its parent gave it (`task-12`), for people to tell actors apart; else the actorId. */
  name?: string;
  /** The event of the step just reported (`xstate.init` when it started). */
  eventType?: string;
  /** The ids of the state nodes the actor is in; none once it stopped. */
  stateIds: string[];
  /** The id of the transition it took last, as the atlas names transitions. */
  transitionId: string | undefined;
  /** The actor stopped (its view went away): it is in no state any more. */
  stopped: boolean;
}

/** One step of one actor as the atlas's event log keeps it. */
export interface ActorStep {
  /** Counts the machine's steps, so an entry keeps its number as older ones leave the log. */
  seq: number;
  actorId: string;
  eventType: string;
  stateIds: string[];
  transitionId: string | undefined;
}

/** One live actor of a machine: its name, where it is, the transition it took last. */
export interface LiveActor {
  actorId: string;
  name: string;
  stateIds: string[];
  transitionId: string | undefined;
}

/** What the atlas shows of one machine: the states its live actors are in, the last transition. */
export interface MachineActivity {
  /** The states of each live actor of the machine, by actor id. */
  actors: Record<string, string[]>;
  /** The last transition any of its actors took. */
  transitionId: string | undefined;
  /** Each live actor, by actor id, in the order they first reported. */
  live?: Record<string, LiveActor>;
  /** The steps of its live actors, oldest first (the last LOG_LIMIT). */
  log?: ActorStep[];
}

/** The atlas's record of the app's machines, by machine id. */
export type InspectedMachines = Record<string, MachineActivity>;

/** How many steps of a machine's actors the event log keeps. */
export const LOG_LIMIT = 200;

/** Adds one actor's report to the record: a stopped actor leaves it, with its log. */
export function recordInspection(
  machines: InspectedMachines,
  report: InspectedActor,
): InspectedMachines {
  const before = machines[report.machineId] ?? { actors: {}, transitionId: undefined };
  const { [report.actorId]: _left, ...others } = before.actors;
  const { [report.actorId]: _gone, ...otherLive } = before.live ?? {};
  const log = (before.log ?? []).filter(
    (step) => !report.stopped || step.actorId !== report.actorId,
  );
  const seq = (before.log?.at(-1)?.seq ?? 0) + 1;
  return {
    ...machines,
    [report.machineId]: {
      actors: report.stopped ? others : { ...others, [report.actorId]: report.stateIds },
      transitionId: report.transitionId ?? before.transitionId,
      live: report.stopped
        ? otherLive
        : {
            ...(before.live ?? {}),
            [report.actorId]: {
              actorId: report.actorId,
              name: report.name ?? report.actorId,
              stateIds: report.stateIds,
              transitionId: report.transitionId,
            },
          },
      log: report.stopped
        ? log
        : [
            ...log,
            {
              seq,
              actorId: report.actorId,
              eventType: report.eventType ?? '',
              stateIds: report.stateIds,
              transitionId: report.transitionId,
            },
          ].slice(-LOG_LIMIT),
    },
  };
}

/** The states to light up for a machine: every state any of its live actors is in. */
export function activeStatesOf(activity: MachineActivity): string[] {
  return [...new Set(Object.values(activity.actors).flat())];
}
