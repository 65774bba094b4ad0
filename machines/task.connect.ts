import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../src/domain/codes.ts';
import type { TaskCompletion, TaskStatus } from '../src/domain/task.ts';
import type { KolBindRef } from './kol-bind.connect.ts';
import type { TaskEvent, taskMachine } from './task.machine.ts';
import {
  type ClaimState,
  selectCanClaim,
  selectClaimFailure,
  selectClaimRefusal,
  selectClaimState,
  selectCompletion,
  selectEndsWithCampaign,
  selectKolBindRef,
  selectPeriodEnd,
  selectTaskProgress,
  selectTaskState,
  selectTaskStatus,
  type TaskProgress,
} from './task.selectors.ts';

type TaskSnapshot = SnapshotFrom<typeof taskMachine>;

/** Everything a task card (and the phone's claim bar) needs. */
export interface TaskApi {
  /** For `data-state`: the status in lower case, or the claim's step while it is not idle. */
  state: string;
  status: TaskStatus;
  claim: ClaimState;
  completion: TaskCompletion;
  progress: TaskProgress;
  /**
   * When a daily task's period ends on the exchange's clock (UTC midnight, or the campaign's
   * end on its last day), the deadline of its claim; undefined otherwise.
   */
  periodEnd: number | undefined;
  /** The daily period ends with the campaign (its last day), not at the exchange's midnight. */
  endsWithCampaign: boolean;
  /** The claim button works exactly when the machine accepts `task.claim`. */
  canClaim: boolean;
  canRecheck: boolean;
  /** The code of a refused claim, while refused. */
  refusal: string | undefined;
  /** Why the last claim or re-read got no answer, while that holds the claim back. */
  failure: Failure | undefined;
  /** The KOL bind form of a KOL_BIND task. */
  kolBind: KolBindRef | undefined;
  claimReward: () => void;
  recheck: () => void;
}

/** A task's view API: its status and claim step from the state tags, its handlers. */
export function connectTask(s: TaskSnapshot, send: (event: TaskEvent) => void): TaskApi {
  return {
    state: selectTaskState(s),
    status: selectTaskStatus(s),
    claim: selectClaimState(s),
    completion: selectCompletion(s),
    progress: selectTaskProgress(s),
    periodEnd: selectPeriodEnd(s),
    endsWithCampaign: selectEndsWithCampaign(s),
    canClaim: selectCanClaim(s),
    canRecheck: s.can({ type: 'task.recheck' }),
    refusal: selectClaimRefusal(s),
    failure: selectClaimFailure(s),
    kolBind: selectKolBindRef(s),
    claimReward: () => send({ type: 'task.claim' }),
    recheck: () => send({ type: 'task.recheck' }),
  };
}

/**
 * A progress object is made afresh on every read; the card redraws only when what it shows
 * moved (see useConnect's `fields`).
 */
export const sameProgress = (a: TaskProgress, b: TaskProgress): boolean =>
  a.progress === b.progress && a.target === b.target && a.updatedAt === b.updatedAt;
