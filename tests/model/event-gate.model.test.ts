import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { eventGateMachine } from '../../machines/event-gate.machine.ts';
import {
  selectCanRetryIntro,
  selectCanRetryVisibility,
  selectIntroduction,
  selectIntroFailure,
  selectIntroState,
  selectVisibility,
  selectVisibilityFailure,
} from '../../machines/event-gate.selectors.ts';
import type { EventIntroduction } from '../../src/domain/event-page.ts';
import {
  type EventGateModelEvent,
  eventGateInputs,
  eventGateModel,
  GATE_ACTIVITY_ID,
  INTRODUCTION,
} from './models/event-gate.model.ts';
import { networkError } from './models/fixtures.ts';
import { deferred, flush } from './support.ts';

type Payload<T extends EventGateModelEvent['type']> = Extract<EventGateModelEvent, { type: T }>;

for (const { name, input } of eventGateInputs) {
  describe(`event gate paths: ${name}`, () => {
    for (const path of eventGateModel.getShortestPaths({ input })) {
      it(path.description, async () => {
        let shown = deferred<boolean>();
        let intro = deferred<EventIntroduction>();
        const checkShown = vi.fn((_: { activityId: number }) => {
          shown = deferred<boolean>();
          return shown.promise;
        });
        const loadIntroduction = vi.fn((_: { activityId: number }) => {
          intro = deferred<EventIntroduction>();
          return intro.promise;
        });
        const actor = createActor(
          eventGateMachine.provide({
            actors: {
              checkShown: fromPromise(({ input: i }) => checkShown(i)),
              loadIntroduction: fromPromise(({ input: i }) => loadIntroduction(i)),
            },
          }),
          { input },
        ).start();
        const snap = () => actor.getSnapshot();

        await path.test({
          states: {
            'visibility.checking': () => {
              // SPEC §7 checkShowActivity, for the activity of the page.
              expect(checkShown).toHaveBeenLastCalledWith({ activityId: GATE_ACTIVITY_ID });
              expect(selectVisibility(snap())).toBe('checking');
            },
            'visibility.shown': () => expect(selectVisibility(snap())).toBe('shown'),
            'visibility.hidden': () => {
              expect(selectVisibility(snap())).toBe('hidden');
              expect(selectVisibilityFailure(snap())).toBeUndefined();
            },
            'visibility.failed': () => {
              expect(selectVisibilityFailure(snap())).toEqual({ kind: 'network' });
              expect(selectCanRetryVisibility(snap())).toBe(true);
            },
            'intro.none': () => {
              // Only /events pages are introduced: an /activity page makes none of its calls.
              expect(input.variant).not.toBe('general');
              expect(loadIntroduction).not.toHaveBeenCalled();
              expect(selectIntroState(snap())).toBe('none');
            },
            'intro.loading': () => {
              expect(input.variant).toBe('general');
              expect(loadIntroduction).toHaveBeenLastCalledWith({ activityId: GATE_ACTIVITY_ID });
            },
            'intro.shown': () => expect(selectIntroduction(snap())).toEqual(INTRODUCTION),
            'intro.failed': () => {
              expect(selectIntroFailure(snap())).toEqual({ kind: 'network' });
              expect(selectCanRetryIntro(snap())).toBe(true);
            },
          },
          events: {
            'visibility.retry': () => {
              const calls = checkShown.mock.calls.length;
              actor.send({ type: 'visibility.retry' });
              expect(checkShown).toHaveBeenCalledTimes(calls + 1);
            },
            'intro.retry': () => {
              const calls = loadIntroduction.mock.calls.length;
              actor.send({ type: 'intro.retry' });
              expect(loadIntroduction).toHaveBeenCalledTimes(calls + 1);
            },
            'xstate.done.actor.checkShown': async ({ event }) => {
              shown.resolve((event as Payload<'xstate.done.actor.checkShown'>).output);
              await flush();
            },
            'xstate.error.actor.checkShown': async () => {
              shown.reject(networkError());
              await flush();
            },
            'xstate.done.actor.loadIntroduction': async ({ event }) => {
              intro.resolve((event as Payload<'xstate.done.actor.loadIntroduction'>).output);
              await flush();
            },
            'xstate.error.actor.loadIntroduction': async () => {
              intro.reject(networkError());
              await flush();
            },
          },
        });
        expect(snap().value).toEqual(path.state.value);
      });
    }
  });
}
