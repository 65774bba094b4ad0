import { and, enqueueActions } from 'xstate';
import type { ApplyStatus } from '../src/domain/activity-detail.ts';
import { applyIdempotencyKey, type EnrolmentTarget } from '../src/domain/activity-enrolment.ts';
import { failureCode, ResponseCode } from '../src/domain/codes.ts';
import { activityApplySetup } from './activity-apply.setup.ts';
import type { ActivityApplyContext, ApplyFacts } from './activity-apply.types.ts';

export type {
  ActivityApplyContext,
  ActivityApplyEvent,
  ActivityApplyInput,
  ApplyFacts,
} from './activity-apply.types.ts';

/** No answer (network, time-out, HTTP, malformed): the failure is kept and a retry offered. */
const toFailed = {
  target: '#activityApply.failed',
  actions: {
    type: 'keepFailure',
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  },
} as const;

/** The answer of an apply-status call, routed by `settled` like any later re-check. */
const announceLoaded = {
  type: 'announceStatus',
  params: ({ event }: { event: { output: ApplyStatus } }) => ({ status: event.output }),
} as const;
/** What the activity says now: its stage and its requirements. */
const storeFacts = {
  type: 'storeFacts',
  params: ({ event }: { event: ApplyFacts }) => ({
    stage: event.stage,
    requirements: event.requirements,
  }),
} as const;
/** A loaded status, kept as it is. */
const storeStatus = {
  type: 'storeStatus',
  params: ({ event }: { event: { status: ApplyStatus } }) => event,
} as const;

/** Asks for no code, no check and no download. */
const NO_REQUIREMENTS = {
  downloadRequired: false,
  entryCode: undefined,
  airdropPrizeId: undefined,
} as const;

const statusInput = ({ context }: { context: ActivityApplyContext }): EnrolmentTarget => ({
  activityId: context.activityId,
  variant: context.variant,
  identifier: context.identifier,
});

/**
 * Enrolment in one activity ("apply"): a visitor is sent to login (or to /download), a trader
 * sees whether they applied, why they cannot, or applies: typing a code if the activity asks
 * for one, passing the airdrop position check, then the apply call with its refusal codes.
 */
export const activityApplyMachine = activityApplySetup.createMachine({
  id: 'activityApply',
  description: 'Enrolment in an activity: apply status, codes, checks and the apply call.',
  context: ({ input }) => ({
    activityId: input.activityId,
    identifier: input.identifier,
    variant: input.variant,
    loggedIn: input.loggedIn,
    inApp: input.inApp,
    // Until the activity's first facts: nothing open and nothing asked (awaitingFacts takes no
    // user event, so these are never acted on).
    stage: 'NOT_START',
    requirements: NO_REQUIREMENTS,
    status: undefined,
    entryCode: undefined,
    applyAttempt: 0,
    refusal: undefined,
    failure: undefined,
    codeHint: undefined,
    codeRefusal: undefined,
  }),
  initial: 'awaitingFacts',
  // A stage move or a reload elsewhere is kept for the next step; where the status shown could
  // be stale (settled, or its load failed) the states below also re-check it.
  on: { 'activity.factsChanged': { actions: storeFacts } },
  states: {
    awaitingFacts: {
      description: 'Waits for the activity to say its stage and requirements (sent once shown).',
      // Drawn like the session check: the facts come in the same step the actor starts.
      tags: ['checkingSession'],
      on: {
        'activity.factsChanged': {
          target: 'checkingSession',
          actions: [
            storeFacts,
            // A newcomer event asks about eligibility as soon as its enrolment is shown.
            enqueueActions(({ context, enqueue }) => {
              if (!context.requirements.newcomerEvent) return;
              enqueue.spawnChild('beginnerEligibility', {
                id: 'beginnerEligibility',
                input: { activityId: context.activityId, loggedIn: context.loggedIn },
              });
            }),
          ],
        },
      },
    },
    checkingSession: {
      description: 'A trader has an apply status to load; a visitor has none.',
      tags: ['checkingSession'],
      always: [{ guard: 'isLoggedIn', target: 'checkingApplyStatus' }, { target: 'visitor' }],
    },
    visitor: {
      description: 'A visitor: applying leads to login, or to /download outside the app.',
      tags: ['visitor'],
      on: {
        'activity.apply': [
          { guard: and(['isOpen', 'mustDownload']), actions: 'goToDownload' },
          {
            guard: 'isOpen',
            actions: { type: 'sendToLogin', params: ({ context }) => ({ inApp: context.inApp }) },
          },
        ],
      },
    },
    checkingApplyStatus: {
      description: 'Loads whether the trader applied, and why they could not yet (applyStatus).',
      tags: ['checkingApplyStatus'],
      invoke: {
        id: 'loadApplyStatus',
        src: 'loadApplyStatus',
        input: statusInput,
        // Settled then routes the answer, exactly as it routes a later re-check.
        onDone: {
          target: 'settled',
          actions: announceLoaded,
        },
        onError: {
          target: 'statusFailed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    statusFailed: {
      description: 'The apply status could not be loaded; a retry is offered.',
      tags: ['statusFailed'],
      on: {
        'activity.retry': 'checkingApplyStatus',
        'activity.factsChanged': {
          target: 'checkingApplyStatus',
          actions: storeFacts,
        },
      },
    },
    settled: {
      description: 'The apply status is known; a refresh re-checks it without hiding it.',
      type: 'parallel',
      states: {
        standing: {
          description: 'What the trader sees: applied, not applied, or not eligible.',
          initial: 'notApplied',
          on: {
            'activity.statusLoaded': [
              {
                // Still enrolled: a withdrawal being asked for or sent is not cut short.
                guard: 'isStillEnrolled',
                actions: storeStatus,
              },
              {
                target: '.routing',
                actions: storeStatus,
              },
            ],
          },
          states: {
            routing: {
              description: 'Follows the status just loaded.',
              always: [
                { guard: 'isApplied', target: 'applied' },
                { guard: 'isIneligible', target: 'ineligible' },
                { target: 'notApplied' },
              ],
            },
            notApplied: {
              description: 'Not applied yet; applying is offered while the activity runs.',
              tags: ['notApplied'],
              on: { 'activity.apply': { guard: 'isOpen', target: '#activityApply.preparing' } },
            },
            applied: {
              description: 'Enrolled; the enrolment can be withdrawn where the rules allow.',
              tags: ['applied'],
              invoke: {
                id: 'withdrawal',
                src: 'withdrawal',
                input: ({ context }) => ({
                  activityId: context.activityId,
                  stage: context.stage,
                  attempt: context.applyAttempt,
                }),
                onDone: { target: 'notApplied', actions: 'markWithdrawn' },
              },
            },
            ineligible: {
              description: 'Cannot apply; the reasons are shown with their fixes.',
              tags: ['ineligible'],
            },
          },
        },
        sync: {
          description:
            'Re-checks the apply status when the activity reloads or its stage moves on.',
          initial: 'idle',
          states: {
            idle: {
              description: 'The status shown is the last one loaded.',
              on: {
                'activity.factsChanged': {
                  target: 'rechecking',
                  actions: storeFacts,
                },
              },
            },
            rechecking: {
              description: 'Loads the apply status again; the last one stays shown.',
              invoke: {
                id: 'loadApplyStatus',
                src: 'loadApplyStatus',
                input: statusInput,
                onDone: {
                  target: 'idle',
                  actions: announceLoaded,
                },
                onError: 'idle',
              },
            },
          },
        },
      },
    },
    preparing: {
      description: 'Works out the next step of applying.',
      always: [
        { guard: 'needsEntryCode', target: 'awaitingCode' },
        { guard: 'hasAirdropPrize', target: 'checkingAirdrop' },
        { target: 'applying' },
      ],
    },
    awaitingCode: {
      description:
        'Asks for the register code, VIP code or KOL code the activity needs (again if refused).',
      tags: ['awaitingCode'],
      invoke: {
        id: 'loadCodeHint',
        src: 'loadCodeHint',
        input: ({ context }) => ({
          activityId: context.activityId,
          kind: context.requirements.entryCode ?? 'register',
        }),
        // Without the hint the user types the code they were given; nothing else changes.
        onDone: {
          actions: { type: 'storeCodeHint', params: ({ event }) => ({ hint: event.output }) },
        },
      },
      on: {
        'activity.submitCode': {
          guard: { type: 'canSubmitCode', params: ({ event }) => event },
          target: 'preparing',
          actions: { type: 'storeEntryCode', params: ({ event }) => event },
        },
        'activity.cancel': {
          target: '#activityApply.settled.standing.notApplied',
          actions: 'clearCodeRefusal',
        },
      },
    },
    checkingAirdrop: {
      description: 'Checks the airdrop position account before applying.',
      tags: ['checkingAirdrop'],
      invoke: {
        id: 'checkAirdropPosition',
        src: 'checkAirdropPosition',
        input: ({ context }) => ({
          activityId: context.activityId,
          prizeId: context.requirements.airdropPrizeId ?? 0,
        }),
        onDone: [
          {
            guard: { type: 'hasPassedAirdrop', params: ({ event }) => ({ check: event.output }) },
            target: 'applying',
          },
          {
            target: 'refused',
            actions: { type: 'keepCheckRefusal', params: { code: ResponseCode.Airdrop } },
          },
        ],
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: {
              type: 'keepCheckRefusal',
              params: ({ event }) => ({ code: failureCode(event.error) }),
            },
          },
          toFailed,
        ],
      },
    },
    applying: {
      description: 'Sends the apply call; a retry sends the same idempotency key.',
      tags: ['applying'],
      invoke: {
        id: 'applyToActivity',
        src: 'applyToActivity',
        input: ({ context }) => ({
          ...statusInput({ context }),
          idempotencyKey: applyIdempotencyKey(context.activityId, context.applyAttempt),
          entryCode: context.entryCode,
        }),
        onDone: {
          target: '#activityApply.settled.standing.applied',
          actions: ['markApplied', 'announceApplied'],
        },
        onError: [
          {
            guard: { type: 'isTooFrequent', params: ({ event }) => ({ error: event.error }) },
            target: 'coolingDown',
            actions: 'backOff',
          },
          {
            // About the code typed: the step asks for it again, showing why, the code kept.
            guard: { type: 'isCodeRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'awaitingCode',
            actions: { type: 'keepCodeRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          toFailed,
        ],
      },
    },
    coolingDown: {
      description: 'Requests too frequent (51023): applying waits out our back-off.',
      tags: ['coolingDown'],
      after: {
        tooFrequentBackoff: {
          target: '#activityApply.settled.standing.notApplied',
          actions: 'clearRefusal',
        },
      },
    },
    refused: {
      description: 'Refused with a code whose message is shown; some codes allow another try.',
      tags: ['refused'],
      on: { 'activity.apply': { guard: 'canApplyAgain', target: 'preparing' } },
    },
    failed: {
      description: 'No answer (network, time-out, HTTP, malformed); a retry is offered.',
      tags: ['failed'],
      on: { 'activity.retry': 'preparing' },
    },
  },
});
