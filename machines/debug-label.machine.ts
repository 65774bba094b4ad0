import { assign, setup } from 'xstate';

/** SPEC §2, §9: each click of the series comes within 200 ms of the previous one. */
export const DEBUG_CLICK_INTERVAL_MS = 200;
/** SPEC §2: the label shows after MORE than this many quick clicks, so on the 6th. */
export const DEBUG_CLICKS_ABOVE = 5;

/** The current series of quick clicks. */
export interface DebugLabelContext {
  /** Clicks in the current quick series. */
  count: number;
  /** When the last click happened (epoch ms); undefined before the first. */
  lastClickAt: number | undefined;
}

/** Clicks on the hidden spot, and hiding the label again. */
export type DebugLabelEvent =
  /** A click, with its time: the guards stay pure. */
  { type: 'debug.click'; at: number } | { type: 'debug.hide' };

const isQuick = (context: DebugLabelContext, at: number) =>
  context.lastClickAt !== undefined &&
  at >= context.lastClickAt &&
  at - context.lastClickAt <= DEBUG_CLICK_INTERVAL_MS;

/**
 * The hidden debug label of SPEC §2: it appears after more than 5 clicks, each within 200 ms
 * of the previous one. A slower click (or a clock that went back) starts a new series.
 */
export const debugLabelMachine = setup({
  types: {
    context: {} as DebugLabelContext,
    events: {} as DebugLabelEvent,
    tags: {} as 'shown',
  },
  actions: {
    countClick: assign(({ context }, params: { at: number }) => ({
      count: context.count + 1,
      lastClickAt: params.at,
    })),
    startSeries: assign((_, params: { at: number }) => ({ count: 1, lastClickAt: params.at })),
    resetSeries: assign({ count: 0, lastClickAt: undefined }),
  },
  guards: {
    isQuickClick: ({ context }, params: { at: number }) => isQuick(context, params.at),
    completesSeries: ({ context }, params: { at: number }) =>
      isQuick(context, params.at) && context.count + 1 > DEBUG_CLICKS_ABOVE,
  },
}).createMachine({
  id: 'debugLabel',
  description: 'A label for QA, revealed by a quick series of clicks.',
  context: { count: 0, lastClickAt: undefined },
  initial: 'hidden',
  states: {
    hidden: {
      description: 'Not shown; counts quick clicks.',
      on: {
        'debug.click': [
          {
            guard: { type: 'completesSeries', params: ({ event }) => ({ at: event.at }) },
            target: 'shown',
            actions: { type: 'countClick', params: ({ event }) => ({ at: event.at }) },
          },
          {
            guard: { type: 'isQuickClick', params: ({ event }) => ({ at: event.at }) },
            actions: { type: 'countClick', params: ({ event }) => ({ at: event.at }) },
          },
          { actions: { type: 'startSeries', params: ({ event }) => ({ at: event.at }) } },
        ],
      },
    },
    shown: {
      description: 'The debug label is shown until hidden.',
      tags: ['shown'],
      on: { 'debug.hide': { target: 'hidden', actions: 'resetSeries' } },
    },
  },
});
