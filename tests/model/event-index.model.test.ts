import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectEventIndex } from '../../machines/event-index.connect.ts';
import { eventIndexMachine } from '../../machines/event-index.machine.ts';
import type { ActivityAlias } from '../../src/domain/enrolment-answers.ts';
import { ALIASES, type EventIndexModelEvent, eventIndexModel } from './models/event-index.model.ts';
import { networkError } from './models/fixtures.ts';
import { deferred, flush } from './support.ts';

type Payload<T extends EventIndexModelEvent['type']> = Extract<EventIndexModelEvent, { type: T }>;

describe('event index paths', () => {
  for (const path of eventIndexModel.getShortestPaths()) {
    it(path.description, async () => {
      let aliases = deferred<ActivityAlias[]>();
      let shown = deferred<ActivityAlias[]>();
      let kept: ActivityAlias[] = [];
      const loadAliases = vi.fn(() => {
        aliases = deferred<ActivityAlias[]>();
        return aliases.promise;
      });
      const keepShown = vi.fn((_: { aliases: ActivityAlias[] }) => {
        shown = deferred<ActivityAlias[]>();
        return shown.promise;
      });
      const actor = createActor(
        eventIndexMachine.provide({
          actors: {
            loadAliases: fromPromise(() => loadAliases()),
            keepShown: fromPromise(({ input }) => keepShown(input)),
          },
        }),
      ).start();
      const snap = () => actor.getSnapshot();
      const view = () => connectEventIndex(snap(), actor.send);

      await path.test({
        states: {
          loading: () => {
            expect(loadAliases).toHaveBeenCalled();
            expect(view().events).toEqual([]);
          },
          checking: () => {
            // Every alias getAliasList named is checked, none is listed before.
            expect(keepShown).toHaveBeenLastCalledWith({ aliases: ALIASES });
            expect(view()).toMatchObject({ isLoading: true, canRetry: false });
            expect(view().events).toEqual([]);
          },
          listed: () => {
            // Only what checkShowActivity shows is listed.
            expect(view().events).toEqual(kept);
            expect(view()).toMatchObject({ isListed: true, isLoading: false, isEmpty: false });
            expect(kept.length).toBeGreaterThan(0);
          },
          empty: () => {
            expect(view().dataState).toBe('empty');
            expect(view()).toMatchObject({ isEmpty: true, isListed: false, isLoading: false });
            expect(view().events).toEqual([]);
          },
          failed: () => {
            expect(view().failure).toEqual({ kind: 'network' });
            expect(view().canRetry).toBe(true);
            expect(view()).toMatchObject({ isFailed: true, isLoading: false });
            expect(view().events).toEqual([]);
          },
        },
        events: {
          'events.retry': () => {
            const calls = loadAliases.mock.calls.length;
            actor.send({ type: 'events.retry' });
            expect(loadAliases).toHaveBeenCalledTimes(calls + 1);
          },
          'xstate.done.actor.loadAliases': async ({ event }) => {
            aliases.resolve((event as Payload<'xstate.done.actor.loadAliases'>).output);
            await flush();
          },
          'xstate.error.actor.loadAliases': async () => {
            aliases.reject(networkError());
            await flush();
          },
          'xstate.done.actor.keepShown': async ({ event }) => {
            kept = (event as Payload<'xstate.done.actor.keepShown'>).output;
            shown.resolve(kept);
            await flush();
          },
          'xstate.error.actor.keepShown': async () => {
            shown.reject(networkError());
            await flush();
          },
        },
      });
      expect(snap().value).toEqual(path.state.value);
    });
  }
});
