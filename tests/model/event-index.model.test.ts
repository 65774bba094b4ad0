import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { eventIndexMachine } from '../../machines/event-index.machine.ts';
import {
  selectCanRetryEvents,
  selectEventIndexFailure,
  selectEventIndexState,
  selectListedEvents,
} from '../../machines/event-index.selectors.ts';
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

      await path.test({
        states: {
          loading: () => {
            expect(loadAliases).toHaveBeenCalled();
            expect(selectListedEvents(snap())).toEqual([]);
          },
          checking: () => {
            // Every alias getAliasList named is checked, none is listed before.
            expect(keepShown).toHaveBeenLastCalledWith({ aliases: ALIASES });
            expect(selectListedEvents(snap())).toEqual([]);
          },
          listed: () => {
            // Only what checkShowActivity shows is listed.
            expect(selectListedEvents(snap())).toEqual(kept);
            expect(kept.length).toBeGreaterThan(0);
          },
          empty: () => {
            expect(selectEventIndexState(snap())).toBe('empty');
            expect(selectListedEvents(snap())).toEqual([]);
          },
          failed: () => {
            expect(selectEventIndexFailure(snap())).toEqual({ kind: 'network' });
            expect(selectCanRetryEvents(snap())).toBe(true);
            expect(selectListedEvents(snap())).toEqual([]);
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
