import type { SnapshotFrom } from 'xstate';
import type { IneligibleReason } from '../src/domain/activity-detail.ts';
import type { EntryCodeKind } from '../src/domain/activity-enrolment.ts';
import type { Failure } from '../src/domain/codes.ts';
import type { ActivityApplyEvent, activityApplyMachine } from './activity-apply.machine.ts';
import {
  type ApplyState,
  selectAppliedAt,
  selectApplyFailure,
  selectApplyState,
  selectCodeHint,
  selectCodeKind,
  selectCodeRefusal,
  selectEligibilityRef,
  selectIneligibleReasons,
  selectRefusalCode,
  selectWithdrawalRef,
} from './activity-apply.selectors.ts';
import type { CodeRefusal } from './activity-apply.types.ts';
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
  /** The code the step asks for (register, VIP or KOL), while it asks. */
  codeKind: EntryCodeKind | undefined;
  /** The user's own code for the step, if the exchange told us, offered beside the field. */
  codeHint: string | undefined;
  /** The code sent was turned away: why, shown at the field, and the code, kept in it. */
  codeRefusal: CodeRefusal | undefined;
  /** A typed code would be taken now; an empty one never is (the form says it is required). */
  canSubmitCode: boolean;
  apply: () => void;
  retry: () => void;
  submitCode: (code: string) => void;
  cancelCode: () => void;
}

/** Any code the user could type: whether the machine takes one does not depend on its text. */
const TYPED_CODE = 'code';

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
    codeKind: selectCodeKind(s),
    codeHint: selectCodeHint(s),
    codeRefusal: selectCodeRefusal(s),
    canSubmitCode: s.can({ type: 'activity.submitCode', code: TYPED_CODE }),
    apply: () => send({ type: 'activity.apply' }),
    retry: () => send({ type: 'activity.retry' }),
    submitCode: (code) => send({ type: 'activity.submitCode', code }),
    cancelCode: () => send({ type: 'activity.cancel' }),
  };
}
