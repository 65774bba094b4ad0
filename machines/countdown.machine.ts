import { assign, fromCallback, setup } from 'xstate';

/** What the countdown starts from. */
export interface CountdownInput {
  /** The deadline, in absolute epoch milliseconds, so that a restored snapshot never sticks. */
  until: number;
  /** The clock when the countdown starts. */
  now: number;
}

/** The deadline and the clock as the last tick gave it. */
export type CountdownContext = CountdownInput;

/** Ticks from the ticker; a reset from the screen that owns the countdown. */
export type CountdownEvent =
  | { type: 'countdown.tick'; now: number }
  | { type: 'countdown.reset'; until: number; now: number }
  /** The clock the countdown reads was set right (a jump of the exchange's or the device's). */
  | { type: 'countdown.clockJumped'; now: number };

/**
 * The countdown helper of SPEC §4: it ticks each second and flags the end once the deadline
 * has passed. The time comes in with every tick, so the guards stay pure.
 */
export const countdownMachine = setup({
  types: {
    input: {} as CountdownInput,
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
  },
  actors: {
    /** Sends countdown.tick with the clock once a second until the state is left. */
    ticker: fromCallback<CountdownEvent, { until: number }>(() => {
      throw new Error('ticker is provided by the composition root');
    }),
    /**
     * Sends countdown.clockJumped when the clock is set right, for the countdown's whole life:
     * a countdown ended by a clock set hours on must run again once it is set back. None by
     * default (a clock that never jumps); the composition root provides the page's.
     */
    clockJumps: fromCallback<CountdownEvent>(() => () => {}),
  },
  actions: {
    /** A new deadline, counted from the clock the reset names. */
    resetDeadline: assign((_, params: { until: number; now: number }) => ({
      until: params.until,
      now: params.now,
    })),
    syncNow: assign((_, params: { now: number }) => ({ now: params.now })),
  },
  guards: {
    hasPassed: ({ context }) => context.now >= context.until,
    isPastDeadline: ({ context }, params: { now: number }) => params.now >= context.until,
  },
}).createMachine({
  id: 'countdown',
  description: 'Counts down to a deadline, second by second.',
  context: ({ input }) => ({ until: input.until, now: input.now }),
  initial: 'checking',
  invoke: { id: 'clockJumps', src: 'clockJumps' },
  on: {
    'countdown.reset': {
      target: '.checking',
      actions: { type: 'resetDeadline', params: ({ event }) => event },
    },
    'countdown.clockJumped': {
      target: '.checking',
      actions: { type: 'syncNow', params: ({ event }) => ({ now: event.now }) },
    },
  },
  states: {
    checking: {
      description: 'Compares the deadline with the clock.',
      always: [{ guard: 'hasPassed', target: 'ended' }, { target: 'running' }],
    },
    running: {
      description: 'Shows the time left as hh:mm:ss; the ticker moves it each second.',
      tags: ['running'],
      invoke: { id: 'ticker', src: 'ticker', input: ({ context }) => ({ until: context.until }) },
      on: {
        'countdown.tick': [
          {
            guard: { type: 'isPastDeadline', params: ({ event }) => ({ now: event.now }) },
            target: 'ended',
            actions: { type: 'syncNow', params: ({ event }) => ({ now: event.now }) },
          },
          { actions: { type: 'syncNow', params: ({ event }) => ({ now: event.now }) } },
        ],
      },
    },
    ended: {
      description:
        'The deadline has passed: 00:00:00 and the end flagged; a reset, or the clock set back before the deadline, starts again.',
      tags: ['ended'],
    },
  },
});
