import { expect, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { connectActivityCentre } from '../../machines/activity-centre.connect.ts';
import {
  activityCentreMachine,
  type CentreData,
  type CentreFilter,
  type CentreInput,
} from '../../machines/activity-centre.machine.ts';
import {
  sameCards,
  selectActivityCards,
  selectRemainingMs,
  selectServerNow,
} from '../../machines/activity-centre.selectors.ts';
import {
  activityCentreModel,
  activityCentreSpec,
  type CentreModelEvent,
  T0,
} from './models/activity-centre.model.ts';
import { deferred, describePaths, flush } from './support.ts';

type Payload<T extends CentreModelEvent['type']> = Extract<CentreModelEvent, { type: T }>;

describePaths(
  'activity centre',
  activityCentreModel,
  activityCentreSpec.inputs,
  async (path, raw) => {
    const input = raw as CentreInput;
    let load = deferred<CentreData>();
    const loadCentre = vi.fn(() => {
      load = deferred<CentreData>();
      return load.promise;
    });
    let tickerRunning = 0;
    const keepFilterInAddress = vi.fn();
    const actor = createActor(
      activityCentreMachine.provide({
        actions: {
          keepFilterInAddress: (_, params: { filter: CentreFilter }) =>
            keepFilterInAddress(params.filter),
        },
        actors: {
          loadCentre: fromPromise(() => loadCentre()),
          ticker: fromCallback(() => {
            tickerRunning += 1;
            return () => {
              tickerRunning -= 1;
            };
          }),
        },
      }),
      { input },
    ).start();
    // Opened with its first view, the centre asks for nothing until it is refreshed.
    let loadsAsked = input.firstView === undefined;
    // What the view reads: one object, its flags from the machine's tags.
    const view = () => connectActivityCentre(actor.getSnapshot(), actor.send);
    // The address's filter is the one shown from the start (a reload, Back, a shared link).
    expect(view().filter).toEqual(input.filter ?? { type: undefined, stage: undefined });

    await path.test({
      states: {
        loading: () => {
          expect(view()).toMatchObject({ isLoading: true, isReady: false, isFailed: false });
          expect(view().canRetry).toBe(false);
          expect(loadCentre).toHaveBeenCalled();
          expect(tickerRunning).toBe(0);
        },
        ready: () => {
          // The clock runs only while the lists are shown.
          expect(tickerRunning).toBe(1);
          expect(view()).toMatchObject({ isLoading: false, isReady: true, isFailed: false });
          expect(view().cards).toEqual(selectActivityCards(actor.getSnapshot()));
          const s = actor.getSnapshot();
          if (!loadsAsked) expect(loadCentre).not.toHaveBeenCalled();
          expect(s.context.firstView).toBeUndefined();
          const travelled = s.context.serverOffset > 5000;
          expect(selectServerNow(s)).toBe(s.context.now + s.context.serverOffset);
          const stages = Object.fromEntries(
            selectActivityCards(s).map((c) => [c.activity.activityId, c.stage]),
          );
          const early = !travelled && s.context.now < T0 + 3_600_000 - 5000;
          // After an hour the first has started and the second has ended, without a reload.
          const all = travelled
            ? { 1: 'FINISHED', 2: 'FINISHED', 3: 'FINISHED' }
            : early
              ? { 1: 'NOT_START', 2: 'IN_PROGRESS', 3: 'FINISHED' }
              : { 1: 'IN_PROGRESS', 2: 'FINISHED', 3: 'FINISHED' };
          // The stage chosen (or named by the address) leaves only the cards in it.
          const { stage } = s.context.filter;
          const shown = Object.fromEntries(
            Object.entries(all).filter(([, st]) => stage === undefined || st === stage),
          );
          expect(stages).toEqual(shown);
          // Each countdown runs to its card's next deadline on the exchange's clock.
          for (const { activity, stage } of selectActivityCards(s)) {
            const deadline = stage === 'NOT_START' ? activity.startTime : activity.endTime;
            expect(selectRemainingMs(activity)(s)).toBe(
              stage === 'FINISHED' ? 0 : deadline - selectServerNow(s),
            );
          }
          // A tick redraws the list only when a card changes stage.
          expect(sameCards(selectActivityCards(s), selectActivityCards(s))).toBe(true);
        },
        failed: () => {
          expect(view()).toMatchObject({ isLoading: false, isReady: false, isFailed: true });
          expect(view().canRetry).toBe(true);
          expect(view().failure).toEqual({ kind: 'network' });
          expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
          expect(tickerRunning).toBe(0);
        },
      },
      events: {
        'xstate.done.actor.loadCentre': async ({ event }) => {
          load.resolve((event as Payload<'xstate.done.actor.loadCentre'>).output);
          await flush();
        },
        'xstate.error.actor.loadCentre': async ({ event }) => {
          load.reject((event as Payload<'xstate.error.actor.loadCentre'>).error);
          await flush();
        },
        'centre.tick': ({ event }) => actor.send(event as Payload<'centre.tick'>),
        'centre.retry': ({ event }) => actor.send(event as Payload<'centre.retry'>),
        'centre.refresh': ({ event }) => {
          loadsAsked = true;
          actor.send(event as Payload<'centre.refresh'>);
        },
        'centre.filter': ({ event }) => {
          const { filter } = event as Payload<'centre.filter'>;
          actor.send({ type: 'centre.filter', filter });
          // The filter chosen goes into the address, so Back and a reload list the same.
          expect(keepFilterInAddress).toHaveBeenLastCalledWith(filter);
          expect(view().filter).toEqual(filter);
        },
        'centre.clockSynced': ({ event }) => actor.send(event as Payload<'centre.clockSynced'>),
      },
    });
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    expect(actor.getSnapshot().context).toEqual(path.state.context);
  },
);
