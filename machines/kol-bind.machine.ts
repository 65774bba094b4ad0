import { assign, fromCallback, fromPromise, setup, stateIn } from 'xstate';
import {
  EMPTY_KOL_DRAFT,
  type KolDraft,
  type KolReference,
  type KolReferenceProblem,
  kolReferenceProblem,
} from '../src/domain/beginner.ts';
import { type Failure, failureCode, toFailure } from '../src/domain/codes.ts';
import type { KolBinding } from '../src/domain/user-codes.ts';
import { areaCodeMachine } from './area-code.machine.ts';

/** What the form starts from. */
export interface KolBindInput {
  /** The activity whose KOL bind task this is: its draft is kept under it (and the account's). */
  activityId: number;
}

/** The form's memory: what is typed, what was sent, what came back, what is wrong. */
export interface KolBindContext {
  activityId: number;
  /** What is typed in the fields and the way chosen, kept until the KOL is bound. */
  draft: KolDraft;
  /** The reference last sent (a retry sends it again). */
  reference: KolReference | undefined;
  /** What is wrong with what the user typed, shown under the field. */
  problem: KolReferenceProblem | undefined;
  /** The exchange's refusal: its code and words (unknown code, already bound...). */
  refusal: { code: string | undefined; message: string | undefined } | undefined;
  failure: Failure | undefined;
  binding: KolBinding | undefined;
}

/** What the task card's form sends. */
export type KolBindEvent =
  /** A field changed. */
  | { type: 'kol.edit'; kolCode?: string; mobile?: string; countryCode?: string }
  /**
   * The draft the logged-in account kept for this activity (before a reload or its re-login),
   * brought back when the form opens; never another account's.
   */
  | { type: 'kol.restore'; draft: KolDraft }
  | { type: 'kol.useCode' }
  | { type: 'kol.usePhone' }
  | { type: 'kol.submit'; reference: KolReference }
  | { type: 'kol.retry' };

const messageOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'message' in error
    ? String((error as { message: unknown }).message)
    : undefined;

const submit = [
  {
    guard: { type: 'isValid' as const, params: ({ event }: { event: KolBindEvent }) => event },
    target: 'binding' as const,
    actions: {
      type: 'storeReference' as const,
      params: ({ event }: { event: KolBindEvent }) => event,
    },
  },
  {
    target: 'editing' as const,
    actions: {
      type: 'storeProblem' as const,
      params: ({ event }: { event: KolBindEvent }) => event,
    },
  },
];

/**
 * A switch of way while a refusal or a failure is shown: the form goes back to editing, so
 * "unknown KOL code" does not stay under the phone field, nor a retry send the other way's
 * reference. Taken only when the way really changes (the way region takes the same event).
 */
const switchOfWay = {
  'kol.usePhone': { guard: 'onCodeWay' as const, target: 'editing' as const },
  'kol.useCode': { guard: 'onPhoneWay' as const, target: 'editing' as const },
};

/**
 * The KOL bind task done in place (beginner/kol/bind): the newcomer names the KOL who invited
 * them by code, or by the KOL's phone number with its area code (the picker, SPEC §9, loaded
 * only when that way is chosen). Mistakes are shown inline before anything is sent; refusals
 * keep the exchange's reason inline and the form open.
 */
export const kolBindMachine = setup({
  types: {
    input: {} as KolBindInput,
    context: {} as KolBindContext,
    events: {} as KolBindEvent,
  },
  actors: {
    /** Sends kol.restore with the draft the logged-in account kept for the activity, if any. */
    storedDraft: fromCallback<KolBindEvent, { activityId: number }>(() => {}),
    /** beginner/kol/bind with the code, or with the area code and number. */
    bindKol: fromPromise<KolBinding, KolReference>(async () => {
      throw new Error('bindKol is provided by the composition root');
    }),
    /** The area-code picker of the phone way (areaCodeList, page size 999). */
    areaCode: areaCodeMachine,
  },
  actions: {
    storeReference: assign((_, event: KolBindEvent) => ({
      reference: event.type === 'kol.submit' ? event.reference : undefined,
      problem: undefined,
      refusal: undefined,
      failure: undefined,
    })),
    storeProblem: assign((_, event: KolBindEvent) => ({
      problem: event.type === 'kol.submit' ? kolReferenceProblem(event.reference) : undefined,
    })),
    storeBinding: assign((_, params: { binding: KolBinding }) => ({ binding: params.binding })),
    keepRefusal: assign((_, params: { error: unknown }) => ({
      refusal: { code: failureCode(params.error), message: messageOf(params.error) },
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    storeEdit: assign(
      ({ context }, params: { kolCode?: string; mobile?: string; countryCode?: string }) => ({
        draft: {
          ...context.draft,
          ...(params.kolCode === undefined ? {} : { kolCode: params.kolCode }),
          ...(params.mobile === undefined ? {} : { mobile: params.mobile }),
          ...(params.countryCode === undefined ? {} : { countryCode: params.countryCode }),
        },
      }),
    ),
    storeWay: assign(({ context }, params: { way: KolDraft['way'] }) => ({
      draft: { ...context.draft, way: params.way },
    })),
    restoreDraft: assign((_, params: { draft: KolDraft }) => ({ draft: params.draft })),
    /**
     * Keeps the draft for the tab under the logged-in account (provided: session storage), so a
     * reload or a re-login of that account finds it, and no other account does.
     */
    keepDraft: (_, _params: { activityId: number; draft: KolDraft }) => {},
    /** Forgets the draft once the KOL is bound. */
    clearDraft: (_, _params: { activityId: number }) => {},
    /** A switch of way starts a clean form: the other way's mistakes named what is gone. */
    clearMistakes: assign({ problem: undefined, refusal: undefined, failure: undefined }),
  },
  guards: {
    isValid: (_, event: KolBindEvent) =>
      event.type === 'kol.submit' && kolReferenceProblem(event.reference) === undefined,
    isRefusal: (_, params: { error: unknown }) => toFailure(params.error).kind === 'code',
    onCodeWay: stateIn('#kolBind.form.way.byCode'),
    onPhoneWay: stateIn('#kolBind.form.way.byPhone'),
    isPhoneDraft: (_, params: { draft: KolDraft }) => params.draft.way === 'phone',
  },
}).createMachine({
  id: 'kolBind',
  description: 'The KOL bind task: a code or a phone number, checked, then bound.',
  context: ({ input }) => ({
    activityId: input.activityId,
    draft: EMPTY_KOL_DRAFT,
    reference: undefined,
    problem: undefined,
    refusal: undefined,
    failure: undefined,
    binding: undefined,
  }),
  initial: 'form',
  states: {
    form: {
      description: 'The form on the task card, until the KOL is bound.',
      type: 'parallel',
      invoke: {
        id: 'storedDraft',
        src: 'storedDraft',
        input: ({ context }) => ({ activityId: context.activityId }),
      },
      on: {
        'kol.edit': {
          actions: [
            { type: 'storeEdit', params: ({ event }) => event },
            { type: 'keepDraft', params: ({ context }) => context },
          ],
        },
      },
      states: {
        way: {
          description: 'How the KOL is named: by code, or by phone number.',
          initial: 'byCode',
          states: {
            byCode: {
              description: 'The KOL code field.',
              on: {
                'kol.usePhone': {
                  target: 'byPhone',
                  actions: [
                    'clearMistakes',
                    { type: 'storeWay', params: { way: 'phone' } },
                    { type: 'keepDraft', params: ({ context }) => context },
                  ],
                },
                // The form opens on the code way; a draft kept on the phone way goes back there.
                'kol.restore': [
                  {
                    guard: { type: 'isPhoneDraft', params: ({ event }) => event },
                    target: 'byPhone',
                    actions: { type: 'restoreDraft', params: ({ event }) => event },
                  },
                  { actions: { type: 'restoreDraft', params: ({ event }) => event } },
                ],
              },
            },
            byPhone: {
              description: 'The area-code picker and the number; the codes load on first use.',
              tags: ['byPhone'],
              // A kept draft's area code is the picker's choice again.
              invoke: {
                id: 'areaCode',
                src: 'areaCode',
                input: ({ context }) =>
                  context.draft.countryCode === '' ? {} : { selected: context.draft.countryCode },
              },
              on: {
                'kol.useCode': {
                  target: 'byCode',
                  actions: [
                    'clearMistakes',
                    { type: 'storeWay', params: { way: 'code' } },
                    { type: 'keepDraft', params: ({ context }) => context },
                  ],
                },
              },
            },
          },
        },
        submission: {
          description: 'What became of the last submit.',
          initial: 'editing',
          states: {
            editing: {
              description: 'Typing; a mistake found before sending is shown under the field.',
              tags: ['editing'],
              on: { 'kol.submit': submit },
            },
            binding: {
              description: 'Sends beginner/kol/bind.',
              tags: ['binding'],
              invoke: {
                id: 'bindKol',
                src: 'bindKol',
                input: ({ context }) => context.reference ?? { by: 'code', kolCode: '' },
                onDone: {
                  target: '#kolBind.bound',
                  actions: {
                    type: 'storeBinding',
                    params: ({ event }) => ({ binding: event.output }),
                  },
                },
                onError: [
                  {
                    guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
                    target: 'refused',
                    actions: {
                      type: 'keepRefusal',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                  {
                    target: 'failed',
                    actions: {
                      type: 'keepFailure',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                ],
              },
            },
            refused: {
              description:
                'The exchange said no; its reason stays under the field until the next try.',
              tags: ['refused'],
              on: { 'kol.submit': submit, ...switchOfWay },
            },
            failed: {
              description: 'No answer; a retry sends the same reference again.',
              tags: ['failed'],
              on: { 'kol.retry': 'binding', 'kol.submit': submit, ...switchOfWay },
            },
          },
        },
      },
    },
    bound: {
      description: 'Bound: the KOL’s name is shown and the task counts as done.',
      tags: ['bound'],
      entry: { type: 'clearDraft', params: ({ context }) => context },
    },
  },
});
