import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { activityCentreMachine, type CentreData } from '../../machines/activity-centre.machine.ts';
import { selectActivityCards, selectServerNow } from '../../machines/activity-centre.selectors.ts';
import { activityCentreModel, type CentreModelEvent, T0 } from './models/activity-centre.model.ts';
import { deferred, flush } from './support.ts';

type Payload<T extends CentreModelEvent['type']> = Extract<CentreModelEvent, { type: T }>;

describe('activity centre paths', () => {
  for (const path of activityCentreModel.getShortestPaths({ input: { now: T0 } })) {
    it(path.description, async () => {
      let load = deferred<CentreData>();
      const loadCentre = vi.fn(() => {
        load = deferred<CentreData>();
        return load.promise;
      });
      let tickerRunning = 0;
      const actor = createActor(
        activityCentreMachine.provide({
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
        { input: { now: T0 } },
      ).start();

      await path.test({
        states: {
          loading: () => {
            expect(loadCentre).toHaveBeenCalled();
            expect(tickerRunning).toBe(0);
          },
          ready: () => {
            // The clock runs only while the lists are shown.
            expect(tickerRunning).toBe(1);
            const s = actor.getSnapshot();
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
            const live = Object.fromEntries(
              Object.entries(all).filter(([, st]) => st === 'IN_PROGRESS'),
            );
            expect(stages).toEqual(s.context.filter.stage === 'IN_PROGRESS' ? live : all);
          },
          failed: () => {
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
          'centre.refresh': ({ event }) => actor.send(event as Payload<'centre.refresh'>),
          'centre.filter': ({ event }) => actor.send(event as Payload<'centre.filter'>),
          'centre.clockSynced': ({ event }) => actor.send(event as Payload<'centre.clockSynced'>),
        },
      });
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      expect(actor.getSnapshot().context).toEqual(path.state.context);
    });
  }
});
