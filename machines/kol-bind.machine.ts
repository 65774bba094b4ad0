import { assign, fromPromise, setup, stateIn } from 'xstate';
import {
  type KolReference,
  type KolReferenceProblem,
  kolReferenceProblem,
} from '../src/domain/beginner.ts';
import { type Failure, failureCode, toFailure } from '../src/domain/codes.ts';
import type { KolBinding } from '../src/domain/user-codes.ts';
import { areaCodeMachine } from './area-code.machine.ts';

/** The form's memory: what was sent, what came back, what is wrong. */
export interface KolBindContext {
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
    context: {} as KolBindContext,
    events: {} as KolBindEvent,
  },
  actors: {
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
    /** A switch of way starts a clean form: the other way's mistakes named what is gone. */
    clearMistakes: assign({ problem: undefined, refusal: undefined, failure: undefined }),
  },
  guards: {
    isValid: (_, event: KolBindEvent) =>
      event.type === 'kol.submit' && kolReferenceProblem(event.reference) === undefined,
    isRefusal: (_, params: { error: unknown }) => toFailure(params.error).kind === 'code',
    onCodeWay: stateIn('#kolBind.form.way.byCode'),
    onPhoneWay: stateIn('#kolBind.form.way.byPhone'),
  },
}).createMachine({
  id: 'kolBind',
  description: 'The KOL bind task: a code or a phone number, checked, then bound.',
  context: {
    reference: undefined,
    problem: undefined,
    refusal: undefined,
    failure: undefined,
    binding: undefined,
  },
  initial: 'form',
  states: {
    form: {
      description: 'The form on the task card, until the KOL is bound.',
      type: 'parallel',
      states: {
        way: {
          description: 'How the KOL is named: by code, or by phone number.',
          initial: 'byCode',
          states: {
            byCode: {
              description: 'The KOL code field.',
              on: { 'kol.usePhone': { target: 'byPhone', actions: 'clearMistakes' } },
            },
            byPhone: {
              description: 'The area-code picker and the number; the codes load on first use.',
              tags: ['byPhone'],
              invoke: { id: 'areaCode', src: 'areaCode', input: {} },
              on: { 'kol.useCode': { target: 'byCode', actions: 'clearMistakes' } },
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
    },
  },
});
