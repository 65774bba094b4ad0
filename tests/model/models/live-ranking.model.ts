import type { SnapshotFrom } from 'xstate';
import {
  type LiveRankingEvent,
  type LiveRankingInput,
  liveRankingMachine,
} from '../../../machines/live-ranking.machine.ts';
import type { LiveRanking } from '../../../src/domain/ranking.ts';
import type { MachineModelSpec } from '../coverage.ts';
import { machineModel } from './machine-model.ts';

/** The ranked activity. */
export const RANKED_ID = 801;

/** A stream push of the competition's live ranking, and the next one. */
export const RANKING: LiveRanking = {
  activityId: RANKED_ID,
  updatedAt: 1_800_000_000_000,
  ranked: 12,
  entries: [{ rank: 1, name: 'Ada***', volume: '1000.00', self: true }],
};
const NEXT: LiveRanking = { ...RANKING, updatedAt: RANKING.updatedAt + 1000, ranked: 13 };

const EVENTS: LiveRankingEvent[] = [
  { type: 'ranking.update', ranking: RANKING },
  { type: 'ranking.update', ranking: NEXT },
  { type: 'ranking.end' },
];

/** One model, imported by the Vitest model test. */
export const liveRankingModel = machineModel<
  SnapshotFrom<typeof liveRankingMachine>,
  LiveRankingEvent
>(liveRankingMachine, () => EVENTS);

export const liveRankingInputs: ReadonlyArray<{ name: string; input: LiveRankingInput }> = [
  { name: 'a ranked competition', input: { activityId: RANKED_ID } },
];

/** The live ranking machine as the coverage test and the registry see it. */
export const liveRankingSpec: MachineModelSpec = {
  name: 'liveRanking',
  machine: liveRankingMachine,
  model: liveRankingModel,
  inputs: liveRankingInputs,
};
