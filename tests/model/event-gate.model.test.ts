import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectEventGate } from '../../machines/event-gate.connect.ts';
import { type EventGateEvent, eventGateMachine } from '../../machines/event-gate.machine.ts';
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
        const sent: EventGateEvent[] = [];
        const api = () => connectEventGate(snap(), (e) => sent.push(e));

        await path.test({
          states: {
            'visibility.checking': () => {
              // SPEC §7 checkShowActivity, for the activity of the page.
              expect(checkShown).toHaveBeenLastCalledWith({ activityId: GATE_ACTIVITY_ID });
              expect(api().visibility.state).toBe('checking');
            },
            'visibility.shown': () => expect(api().visibility.state).toBe('shown'),
            'visibility.hidden': () => {
              expect(api().visibility.state).toBe('hidden');
              expect(api().visibility.failure).toBeUndefined();
            },
            'visibility.failed': () => {
              expect(api().visibility.state).toBe('failed');
              expect(api().visibility.failure).toEqual({ kind: 'network' });
              expect(api().visibility.canRetry).toBe(true);
              api().visibility.retry();
              expect(sent.at(-1)).toEqual({ type: 'visibility.retry' });
            },
            'intro.none': () => {
              // Only /events pages are introduced: an /activity page makes none of its calls.
              expect(input.variant).not.toBe('general');
              expect(loadIntroduction).not.toHaveBeenCalled();
              expect(api().intro.state).toBe('none');
            },
            'intro.loading': () => {
              expect(input.variant).toBe('general');
              expect(loadIntroduction).toHaveBeenLastCalledWith({ activityId: GATE_ACTIVITY_ID });
              expect(api().intro.state).toBe('loading');
            },
            'intro.shown': () => {
              expect(api().intro.state).toBe('shown');
              expect(api().intro.introduction).toEqual(INTRODUCTION);
              expect(api().intro.primaryColour).toBe(INTRODUCTION.theme.primaryColor);
            },
            'intro.failed': () => {
              expect(api().intro.state).toBe('failed');
              expect(api().intro.failure).toEqual({ kind: 'network' });
              expect(api().intro.canRetry).toBe(true);
              api().intro.retry();
              expect(sent.at(-1)).toEqual({ type: 'intro.retry' });
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
