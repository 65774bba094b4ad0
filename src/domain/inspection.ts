/** What the running app reports of one of its actors (through the inspection channel). */
export interface InspectedActor {
  machineId: string;
  /** The actor's own id, so that several actors of one machine (each task) are told apart. */
  actorId: string;
  /** The ids of the state nodes the actor is in; none once it stopped. */
  stateIds: string[];
  /** The id of the transition it took last, as the atlas names transitions. */
  transitionId: string | undefined;
  /** The actor stopped (its view went away): it is in no state any more. */
  stopped: boolean;
}

/** What the atlas shows of one machine: the states its live actors are in, the last transition. */
export interface MachineActivity {
  /** The states of each live actor of the machine, by actor id. */
  actors: Record<string, string[]>;
  /** The last transition any of its actors took. */
  transitionId: string | undefined;
}

/** The atlas's record of the app's machines, by machine id. */
export type InspectedMachines = Record<string, MachineActivity>;

/** Adds one actor's report to the record: a stopped actor leaves it. */
export function recordInspection(
  machines: InspectedMachines,
  report: InspectedActor,
): InspectedMachines {
  const before = machines[report.machineId] ?? { actors: {}, transitionId: undefined };
  const { [report.actorId]: _left, ...others } = before.actors;
  return {
    ...machines,
    [report.machineId]: {
      actors: report.stopped ? others : { ...others, [report.actorId]: report.stateIds },
      transitionId: report.transitionId ?? before.transitionId,
    },
  };
}

/** The states to light up for a machine: every state any of its live actors is in. */
export function activeStatesOf(activity: MachineActivity): string[] {
  return [...new Set(Object.values(activity.actors).flat())];
}
