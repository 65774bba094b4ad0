import { and, assign, raise, setup, stateIn } from 'xstate';
import type { ApplyStatus } from '../src/domain/activity-detail.ts';
import {
  type ApplyRequest,
  type EnrolmentTarget,
  type EntryCodeKind,
  isApplyOpen,
  isEntryCodeRefusal,
  isFinalRefusal,
  nextApplyAttempt,
  TOO_FREQUENT_BACKOFF_MS,
} from '../src/domain/activity-enrolment.ts';
import type { AirdropCheck } from '../src/domain/airdrop.ts';
import { failureCode, ResponseCode, toFailure } from '../src/domain/codes.ts';
import type {
  ActivityApplyContext,
  ActivityApplyEvent,
  ActivityApplyInput,
  ApplyFacts,
  ApplyTag,
} from './activity-apply.types.ts';
import { beginnerEligibilityMachine } from './beginner-eligibility.machine.ts';
import { provided } from './provided.ts';
import { enrolmentWithdrawalMachine } from './withdrawal.machine.ts';

/** The exchange's words of a refusal (the 51020 tip says what was wrong with the code). */
const messageOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'message' in error
    ? String((error as { message: unknown }).message)
    : undefined;

/**
 * The pieces the enrolment statechart (`activity-apply.machine.ts`) names: its effects, its
 * context updates, its guards and its back-off delay. Kept apart so the statechart reads as
 * states and transitions; the app provides the real effects, tests provide fakes.
 */
export const activityApplySetup = setup({
  types: {
    input: {} as ActivityApplyInput,
    context: {} as ActivityApplyContext,
    events: {} as ActivityApplyEvent,
    tags: {} as ApplyTag,
  },
  actors: {
    /** applyStatus, general/applyStatus or nonProductized/applyStatus, by variant. */
    loadApplyStatus: provided<ApplyStatus, EnrolmentTarget>('loadApplyStatus'),
    /** checkAirdropPositionAccount for the prize. */
    checkAirdropPosition: provided<AirdropCheck, { activityId: number; prizeId: number }>(
      'checkAirdropPosition',
    ),
    /**
     * The user's own code for the step that asks for one, shown beside the field: getRegisterCode
     * or userVipCode; undefined where the exchange issues none (a KOL's code comes from the KOL).
     */
    loadCodeHint: provided<string | undefined, { activityId: number; kind: EntryCodeKind }>(
      'loadCodeHint',
    ),
    /** apply, general/apply or nonProductized/apply, by variant. */
    applyToActivity: provided<void, ApplyRequest>('applyToActivity'),
    /** Withdrawing the enrolment (general/backApply), while enrolled. */
    withdrawal: enrolmentWithdrawalMachine,
    /** On a newcomer event: whether the account (or a new one) qualifies, before enrolment. */
    beginnerEligibility: beginnerEligibilityMachine,
  },
  actions: {
    /** Native login inside the app, the /login page in a browser. */
    sendToLogin: (_, _params: { inApp: boolean }) => {},
    /** The /download page (with the locale prefix) for a visitor outside the app. */
    goToDownload: () => {},
    /** Tells the trader the enrolment went through (the success dialog, SPEC §2, §8). */
    announceApplied: () => {},
    storeFacts: assign((_, params: ApplyFacts) => ({
      stage: params.stage,
      requirements: params.requirements,
    })),
    /** The exchange's count of answered applies moves the attempt on, across reloads too. */
    storeStatus: assign(({ context }, params: { status: ApplyStatus }) => ({
      status: params.status,
      failure: undefined,
      applyAttempt: nextApplyAttempt(context.applyAttempt, params.status),
    })),
    announceStatus: raise((_, params: { status: ApplyStatus }) => ({
      type: 'activity.statusLoaded' as const,
      status: params.status,
    })),
    storeEntryCode: assign(({ context }, params: { code: string }) => ({
      codeRefusal: undefined,
      entryCode:
        context.requirements.entryCode === undefined
          ? undefined
          : { kind: context.requirements.entryCode, value: params.code.trim() },
    })),
    /** Withdrawn: not enrolled, and the next apply is a new request with a new key. */
    markWithdrawn: assign(({ context }) => ({
      status: { applied: false, ineligible: [] },
      applyAttempt: context.applyAttempt + 1,
      refusal: undefined,
      failure: undefined,
    })),
    markApplied: assign({
      status: { applied: true, ineligible: [] },
      refusal: undefined,
      failure: undefined,
    }),
    /** A definitive refusal: the next attempt is a new request, with the code asked again. */
    keepRefusal: assign(({ context }, params: { error: unknown }) => ({
      refusal: failureCode(params.error),
      failure: undefined,
      applyAttempt: context.applyAttempt + 1,
      entryCode: undefined,
    })),
    /**
     * 51023: the call was turned away unprocessed. The typed code stays, but the next attempt
     * gets a new key, since the exchange may keep this answer under the old one.
     */
    backOff: assign(({ context }) => ({
      refusal: ResponseCode.TooFrequent,
      failure: undefined,
      applyAttempt: context.applyAttempt + 1,
    })),
    /** The position check refused: 51070 when it did not pass, or the code it answered. */
    keepCheckRefusal: assign((_, params: { code: string | undefined }) => ({
      refusal: params.code,
      failure: undefined,
    })),
    /**
     * The code sent was turned away: the step asks again, showing why and the code as sent. The
     * next attempt is a new request (a new key), as after any definitive refusal.
     */
    keepCodeRefusal: assign(({ context }, params: { error: unknown }) => ({
      codeRefusal: {
        code: failureCode(params.error) ?? ResponseCode.TipMessage,
        message: messageOf(params.error),
        typed: context.entryCode?.value ?? '',
      },
      refusal: undefined,
      failure: undefined,
      applyAttempt: context.applyAttempt + 1,
      entryCode: undefined,
    })),
    clearCodeRefusal: assign({ codeRefusal: undefined }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    clearRefusal: assign({ refusal: undefined }),
    storeCodeHint: assign((_, params: { hint: string | undefined }) => ({
      codeHint: params.hint,
    })),
  },
  guards: {
    isLoggedIn: ({ context }) => context.loggedIn,
    isOpen: ({ context }) => isApplyOpen(context.stage),
    mustDownload: ({ context }) => context.requirements.downloadRequired && !context.inApp,
    isApplied: ({ context }) => context.status?.applied === true,
    /** A re-check saying applied while enrolment already shows it. */
    isStillEnrolled: and([
      stateIn('#activityApply.settled.standing.applied'),
      ({ event }) => event.type === 'activity.statusLoaded' && event.status.applied,
    ]),
    isIneligible: ({ context }) => (context.status?.ineligible.length ?? 0) > 0,
    needsEntryCode: ({ context }) =>
      context.requirements.entryCode !== undefined && context.entryCode === undefined,
    hasAirdropPrize: ({ context }) => context.requirements.airdropPrizeId !== undefined,
    canSubmitCode: ({ context }, params: { code: string }) =>
      isApplyOpen(context.stage) && params.code.trim() !== '',
    hasPassedAirdrop: (_, params: { check: AirdropCheck }) => params.check.passed,
    isTooFrequent: (_, params: { error: unknown }) =>
      failureCode(params.error) === ResponseCode.TooFrequent,
    isRefusal: (_, params: { error: unknown }) => toFailure(params.error).kind === 'code',
    isCodeRefusal: ({ context }, params: { error: unknown }) =>
      toFailure(params.error).kind === 'code' &&
      isEntryCodeRefusal(failureCode(params.error), context.entryCode !== undefined),
    canApplyAgain: ({ context }) => isApplyOpen(context.stage) && !isFinalRefusal(context.refusal),
  },
  delays: { tooFrequentBackoff: TOO_FREQUENT_BACKOFF_MS },
});
