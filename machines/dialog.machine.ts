import { assign, fromCallback, raise, setup } from 'xstate';

/** SPEC §2: the dialogs the product shows. */
export type DialogKind = 'success' | 'error' | 'dangerous' | 'confirm' | 'countdown';

/** Values put into the translated title and message. */
export type DialogParams = Readonly<Record<string, string | number>>;

interface DialogRequestBase {
  /** Chosen by the opener; onConfirm and onCancel hand it back. */
  requestId: string;
  titleKey: string;
  messageKey: string;
  params?: DialogParams;
}

/** What an opener asks for. A countdown dialog also names its deadline and the clock. */
export type DialogRequest =
  | (DialogRequestBase & { kind: Exclude<DialogKind, 'countdown'> })
  | (DialogRequestBase & {
      kind: 'countdown';
      /** The deadline, absolute epoch milliseconds. */
      until: number;
      now: number;
    });

/** SPEC §9: the success dialog closes itself after a 5 s countdown. */
export const SUCCESS_DIALOG_SECONDS = 5;

/** The request shown, and the counters its dialog shows. */
export interface DialogContext {
  request: DialogRequest | undefined;
  /** The seconds the success dialog still shows: 5, 4, 3, 2, 1. */
  secondsLeft: number;
  /** The clock of the countdown dialog, moved by its ticker. */
  now: number;
}

/** What openers, buttons and the ticker send the dialog. */
export type DialogEvent =
  | ({ type: 'dialog.open' } & DialogRequest)
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' }
  | { type: 'dialog.close' }
  | { type: 'dialog.tick'; now: number };

const requestOf = (event: { type: 'dialog.open' } & DialogRequest): DialogRequest => {
  const { type: _type, ...request } = event;
  return request;
};

const idOf = (context: DialogContext) => ({ requestId: context.request?.requestId ?? '' });

/**
 * The product's one dialog (SPEC §2, §4): a success message that closes itself after 5 s,
 * an error or dangerous notice, a question answered by confirm or cancel, and a countdown to
 * a deadline. A new request replaces the dialog shown; a question replaced that way, or
 * closed without an answer, counts as cancelled for its opener.
 */
export const dialogMachine = setup({
  types: {
    context: {} as DialogContext,
    events: {} as DialogEvent,
  },
  actors: {
    /** Sends dialog.tick with the clock once a second until the state is left. */
    ticker: fromCallback<DialogEvent, { until: number }>(() => {
      throw new Error('ticker is provided by the composition root');
    }),
  },
  actions: {
    /** Tells the opener its question was confirmed. */
    onConfirm: (_, _params: { requestId: string }) => {},
    /** Tells the opener its question was cancelled, closed, or replaced unanswered. */
    onCancel: (_, _params: { requestId: string }) => {},
    storeRequest: assign((_, request: DialogRequest) => ({
      request,
      secondsLeft: SUCCESS_DIALOG_SECONDS,
      now: request.kind === 'countdown' ? request.now : 0,
    })),
    forgetRequest: assign({ request: undefined, secondsLeft: 0, now: 0 }),
    countDownSecond: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    storeNow: assign((_, params: { now: number }) => ({ now: params.now })),
  },
  guards: {
    isKind: ({ context }, params: { kind: DialogKind }) => context.request?.kind === params.kind,
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
    hasDeadlinePassed: ({ context }, params: { now: number }) =>
      context.request?.kind !== 'countdown' || params.now >= context.request.until,
  },
  delays: {
    /** SPEC §4: the success dialog counts its 5 s down one second at a time. */
    successTick: 1000,
  },
}).createMachine({
  id: 'dialog',
  description: 'One dialog at a time, opened by any screen with translation keys.',
  context: { request: undefined, secondsLeft: 0, now: 0 },
  initial: 'closed',
  states: {
    closed: {
      description: 'No dialog is shown.',
      entry: 'forgetRequest',
      on: {
        'dialog.open': {
          target: 'open',
          actions: { type: 'storeRequest', params: ({ event }) => requestOf(event) },
        },
      },
    },
    open: {
      description: 'A dialog is shown; a new request replaces it.',
      initial: 'choosing',
      on: {
        'dialog.open': { target: 'closed', actions: raise(({ event }) => event) },
        'dialog.close': 'closed',
      },
      states: {
        choosing: {
          description: 'Picks the dialog the request asks for.',
          always: [
            { guard: { type: 'isKind', params: { kind: 'success' } }, target: 'success' },
            { guard: { type: 'isKind', params: { kind: 'confirm' } }, target: 'confirming' },
            { guard: { type: 'isKind', params: { kind: 'countdown' } }, target: 'countdown' },
            { target: 'notice' },
          ],
        },
        success: {
          description: 'A success message with the seconds left (5, 4, 3, 2, 1); then it closes.',
          after: {
            successTick: [
              { guard: 'isLastSecond', target: '#dialog.closed' },
              { target: 'success', reenter: true, actions: 'countDownSecond' },
            ],
          },
        },
        notice: {
          description: 'An error or dangerous notice, shown until closed.',
        },
        confirming: {
          description: 'A question: the opener hears confirm, or cancel.',
          on: {
            'dialog.confirm': {
              target: '#dialog.closed',
              actions: { type: 'onConfirm', params: ({ context }) => idOf(context) },
            },
            'dialog.cancel': {
              target: '#dialog.closed',
              actions: { type: 'onCancel', params: ({ context }) => idOf(context) },
            },
            'dialog.close': {
              target: '#dialog.closed',
              actions: { type: 'onCancel', params: ({ context }) => idOf(context) },
            },
            'dialog.open': {
              target: '#dialog.closed',
              actions: [
                { type: 'onCancel', params: ({ context }) => idOf(context) },
                raise(({ event }) => event),
              ],
            },
          },
        },
        countdown: {
          description: 'The time left to a deadline as hh:mm:ss.',
          initial: 'checking',
          states: {
            checking: {
              description: 'Compares the deadline with the clock the opener gave.',
              always: [
                {
                  guard: {
                    type: 'hasDeadlinePassed',
                    params: ({ context }) => ({ now: context.now }),
                  },
                  target: 'ended',
                },
                { target: 'running' },
              ],
            },
            running: {
              description: 'Ticks each second towards the deadline.',
              invoke: {
                id: 'ticker',
                src: 'ticker',
                input: ({ context }) => ({
                  until: context.request?.kind === 'countdown' ? context.request.until : 0,
                }),
              },
              on: {
                'dialog.tick': [
                  {
                    guard: {
                      type: 'hasDeadlinePassed',
                      params: ({ event }) => ({ now: event.now }),
                    },
                    target: 'ended',
                    actions: { type: 'storeNow', params: ({ event }) => ({ now: event.now }) },
                  },
                  { actions: { type: 'storeNow', params: ({ event }) => ({ now: event.now }) } },
                ],
              },
            },
            ended: {
              description: 'The deadline has passed: 00:00:00 with the end flagged, until closed.',
              tags: ['ended'],
            },
          },
        },
      },
    },
  },
});
