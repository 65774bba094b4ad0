import type { SnapshotFrom } from 'xstate';
import type { IneligibleReason } from '../src/domain/activity-detail.ts';
import type { Failure } from '../src/domain/codes.ts';
import type { ActivityApplyEvent, activityApplyMachine } from './activity-apply.machine.ts';
import {
  type ApplyState,
  selectAppliedAt,
  selectApplyFailure,
  selectApplyState,
  selectEligibilityRef,
  selectIneligibleReasons,
  selectRefusalCode,
  selectWithdrawalRef,
} from './activity-apply.selectors.ts';
import type { BeginnerEligibilityRef } from './beginner-eligibility.selectors.ts';
import type { WithdrawalRef } from './withdrawal.selectors.ts';

type ApplySnapshot = SnapshotFrom<typeof activityApplyMachine>;

/** Everything the enrolment panel needs, from the enrolment actor alone. */
export interface ActivityApplyApi {
  /** `data-state`: the tag of the state drawn (a silent re-check keeps it). */
  state: ApplyState;
  /** The apply button (or the visitor's login/download button) works: `can(activity.apply)`. */
  canApply: boolean;
  canRetry: boolean;
  /** Outside the app, an activity that needs the app sends a visitor to /download. */
  leadsToDownload: boolean;
  /** Why applying is not offered at this stage: not open yet, or closed. */
  stageNote: 'opensLater' | 'closed' | undefined;
  /** An airdrop checks the trader's position before they enrol. */
  hasAirdrop: boolean;
  refusal: string | undefined;
  failure: Failure | undefined;
  reasons: readonly IneligibleReason[];
  appliedAt: number | undefined;
  eligibility: BeginnerEligibilityRef | undefined;
  withdrawal: WithdrawalRef | undefined;
  apply: () => void;
  retry: () => void;
}

/** The enrolment panel's API: the facts the actor was given once, its state and its handlers. */
export function connectActivityApply(
  s: ApplySnapshot,
  send: (event: ActivityApplyEvent) => void,
): ActivityApplyApi {
  const { stage, inApp, requirements } = s.context;
  return {
    state: selectApplyState(s),
    canApply: s.can({ type: 'activity.apply' }),
    canRetry: s.can({ type: 'activity.retry' }),
    leadsToDownload: requirements.downloadRequired && !inApp,
    stageNote: stage === 'NOT_START' ? 'opensLater' : stage === 'FINISHED' ? 'closed' : undefined,
    hasAirdrop: requirements.airdropPrizeId !== undefined,
    refusal: selectRefusalCode(s),
    failure: selectApplyFailure(s),
    reasons: selectIneligibleReasons(s),
    appliedAt: selectAppliedAt(s),
    eligibility: selectEligibilityRef(s),
    withdrawal: selectWithdrawalRef(s),
    apply: () => send({ type: 'activity.apply' }),
    retry: () => send({ type: 'activity.retry' }),
  };
}
